import { DEFAULT_LOCALE, type Locale } from './locales'

type Options = {
  /** Prefix even the default language (a link that changes the language, so the proxy sees it). */
  forcePrefix?: boolean
  defaultLocale?: Locale
}

/** Only absolute paths of this site get a prefix: `?query`, `#hash`, `mailto:` and URLs stay as they are. */
function isLocalizable(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

/**
 * The address of a path of the site in `locale` (routing's `as-needed` prefixes): `/about` →
 * `/de/about`; the default language stays unprefixed; a prefixed home page is `/de/` (not `/de`,
 * which would cost every visitor the spec's 301).
 */
export function localizedHref(href: string, locale: Locale, options: Options = {}): string {
  const { forcePrefix = false, defaultLocale = DEFAULT_LOCALE } = options
  if (!isLocalizable(href) || (locale === defaultLocale && !forcePrefix)) return href
  const rest = href.replace(/^\/(?=[?#]|$)/, '')
  return rest === '' || /^[?#]/.test(rest) ? `/${locale}/${rest}` : `/${locale}${rest}`
}

/** The path without the language prefix: `/de/about` → `/about`, `/de/` → `/`. */
export function unlocalizedPathname(pathname: string, locale: Locale): string {
  const prefix = `/${locale}`
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return pathname
  return pathname.slice(prefix.length) || '/'
}
