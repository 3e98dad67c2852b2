import { isLocale, localeOr, type Locale } from '@/i18n/locales'

/**
 * The language a content API call asks for: `ln` (SPEC §7), else `locale`, else the first of
 * Accept-Language we have, else English.
 */
export function contentLocale(request: Request): Locale {
  const params = new URL(request.url).searchParams
  const asked = params.get('ln') ?? params.get('locale')
  if (isLocale(asked)) return asked
  const preferred = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase())
    .find(isLocale)
  return localeOr(preferred)
}

const MAX_PATH_LENGTH = 300

/**
 * The content path after `prefix` in the request URL (`/v1/tpl/about` → `/about`, `/v1/tpl` → `/`),
 * decoded, without a trailing slash; undefined when it cannot be a page path (bad encoding, too long).
 */
export function contentPath(request: Request, prefix: string): string | undefined {
  const raw = new URL(request.url).pathname.slice(prefix.length)
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  const path = `/${decoded.replace(/^\/+|\/+$/g, '')}`
  return path.length <= MAX_PATH_LENGTH ? path : undefined
}
