'use client'

import NextLink from 'next/link'
import { useLocale } from 'next-intl'
import type React from 'react'

import { localeCookieString } from './locale-cookie'
import { localizedHref } from './locale-path'
import { type Locale, localeOr } from './locales'

type Props = Omit<React.ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: string
  /** Links to the page in another language (always prefixed, and stores the choice). */
  locale?: Locale
}

/**
 * `next/link` with the visitor's language prefix (see localizedHref). A link to another language
 * stores it in the locale cookie on click, as the router may answer from its cache without asking
 * the proxy; it is not prefetched, so hovering it does not switch the cookie.
 */
export function Link({ href, locale, onClick, ...rest }: Props) {
  const current = useLocale()
  const currentLocale = localeOr(current)
  if (!locale || locale === currentLocale) {
    return <NextLink href={localizedHref(href, currentLocale)} onClick={onClick} {...rest} />
  }
  const onSwitch = (event: React.MouseEvent<HTMLAnchorElement>) => {
    document.cookie = localeCookieString(locale)
    onClick?.(event)
  }
  return (
    <NextLink
      href={localizedHref(href, locale, { forcePrefix: true })}
      hrefLang={locale}
      prefetch={false}
      onClick={onSwitch}
      {...rest}
    />
  )
}
