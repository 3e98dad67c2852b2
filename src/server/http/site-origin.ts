/**
 * SITE_URL as src/env.ts reads it (same default), for the proxy and next.config.ts, which must not
 * load env.ts: it creates the admin secret file as a side effect.
 */
const DEFAULT_SITE_URL = 'http://localhost:3000'

export function siteUrlFrom(value: string | undefined): string {
  return value && URL.canParse(value) ? value : DEFAULT_SITE_URL
}

/** The origin browsers send in `Origin` for a site URL (no path, no trailing slash). */
export function siteOrigin(siteUrl: string): string {
  return new URL(siteUrl).origin
}
