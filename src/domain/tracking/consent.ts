/** The cookie-consent choice: 'granted' on Agree, 'dismissed' on close (which grants nothing). */

export const CONSENT_COOKIE = 'cookie_consent'
const CONSENT_MAX_AGE_SECONDS = 360 * 24 * 60 * 60

const CONSENTS = ['granted', 'dismissed'] as const
export type Consent = (typeof CONSENTS)[number]

export function parseConsent(value: string | null | undefined): Consent | null {
  return CONSENTS.find((consent) => consent === value) ?? null
}

/** Statistics and session-recording snippets may load only with consent. */
export function canLoadSnippets(consent: Consent | null): boolean {
  return consent === 'granted'
}

/** The `document.cookie` assignment that stores `consent` for 360 days on the whole site. */
export function consentCookie(consent: Consent, isSecure: boolean): string {
  const secure = isSecure ? '; Secure' : ''
  return `${CONSENT_COOKIE}=${consent}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`
}

/** The attribute `CONSENT_MARK_SCRIPT` puts on `<html>` when the visitor has chosen either way. */
export const CONSENT_MARK_ATTRIBUTE = 'data-consent'

/**
 * Runs in the page's head before the body is drawn. Cached pages are the same for everyone, so the
 * cookie notice is in every page's HTML (drawn with the first paint, not after hydration); a visitor
 * who has chosen gets `<html data-consent>`, which hides it before it is ever shown. Its SHA-256 is
 * in the nonce pages' Content-Security-Policy (ADR 006), so the text must not vary.
 */
export const CONSENT_MARK_SCRIPT = `document.cookie.split('; ').some(function(c){return ${CONSENTS.map((consent) => `c==='${CONSENT_COOKIE}=${consent}'`).join('||')}})&&document.documentElement.setAttribute('${CONSENT_MARK_ATTRIBUTE}','')`
