/** The cookie that remembers the visitor's language (read by the proxy, next-intl's middleware). */
export const LOCALE_COOKIE = {
  name: 'NEXT_LOCALE',
  maxAge: 365 * 24 * 60 * 60,
  sameSite: 'lax',
} as const

/** The `document.cookie` assignment that stores `locale` as the visitor's choice. */
export function localeCookieString(locale: string): string {
  return `${LOCALE_COOKIE.name}=${locale}; path=/; max-age=${LOCALE_COOKIE.maxAge}; samesite=${LOCALE_COOKIE.sameSite}`
}
