import NextLink from 'next/link'
import { useLocale } from 'next-intl'
import { createNavigation } from 'next-intl/navigation'
import type { ComponentProps } from 'react'

import type { Locale } from './locales'
import { localeRootPath } from './locale-root'
import { routing } from './routing'

const navigation = createNavigation(routing)

export const { redirect, usePathname, useRouter } = navigation

type GetPathnameArgs = Parameters<typeof navigation.getPathname>[0]

/** next-intl's `getPathname`, with `/de/` (not `/de`) for the home page of a prefixed language. */
export function getPathname(args: GetPathnameArgs): string {
  return localeRootPath(navigation.getPathname(args), routing.defaultLocale)
}

type LinkProps = ComponentProps<typeof navigation.Link>

/**
 * next-intl's `Link`, except that the home page of a prefixed language links to `/de/` directly:
 * `/de` would cost every visitor the spec's 301 to `/de/`.
 */
export function Link({ href, locale, ...rest }: LinkProps) {
  const current = useLocale()
  const target: Locale = locale ?? current
  const pathname = typeof href === 'string' ? href : href.pathname
  if (pathname === '/' && target !== routing.defaultLocale) {
    const query = typeof href === 'string' ? undefined : href.query
    return <NextLink href={{ pathname: `/${target}/`, query }} hrefLang={locale} {...rest} />
  }
  return <navigation.Link href={href} locale={locale} {...rest} />
}
