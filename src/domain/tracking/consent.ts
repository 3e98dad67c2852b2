/** The cookie-consent choice: 'granted' on Agree, 'dismissed' on close (which grants nothing). */

export const CONSENT_COOKIE = 'cookie_consent'
const CONSENT_MAX_AGE_SECONDS = 360 * 24 * 60 * 60

export type Consent = 'granted' | 'dismissed'

export function parseConsent(value: string | null | undefined): Consent | null {
  return value === 'granted' || value === 'dismissed' ? value : null
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
