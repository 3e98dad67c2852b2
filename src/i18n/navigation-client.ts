import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation'
import { useLocale } from 'next-intl'
import { useMemo } from 'react'

import { localizedHref, unlocalizedPathname } from './locale-path'
import { localeOr } from './locales'

/** The current path without the language prefix (`/de/about` → `/about`), as links take it. */
export function usePathname(): string {
  const locale = localeOr(useLocale())
  return unlocalizedPathname(useNextPathname(), locale)
}

/** Next's router whose `push` and `replace` take a path of the site and add the language prefix. */
export function useRouter() {
  const router = useNextRouter()
  const locale = localeOr(useLocale())
  return useMemo(
    () => ({
      ...router,
      push: (href: string) => router.push(localizedHref(href, locale)),
      replace: (href: string) => router.replace(localizedHref(href, locale)),
    }),
    [router, locale],
  )
}
