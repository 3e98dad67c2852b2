import { redirect as nextRedirect } from 'next/navigation'

import { localizedHref } from './locale-path'
import type { Locale } from './locales'

export { Link } from './Link'

type PathArgs = { href: string; locale: Locale }

/** The address of a path of the site in `locale`: `/about` → `/de/about`; `/` → `/de/`. */
export function getPathname({ href, locale }: PathArgs): string {
  return localizedHref(href, locale)
}

/** Next's `redirect` to a path of the site in `locale`. */
export function redirect(args: PathArgs): never {
  return nextRedirect(getPathname(args))
}
