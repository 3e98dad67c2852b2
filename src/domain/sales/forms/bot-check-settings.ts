/** reCAPTCHA kinds the bot check supports (SPEC §9: version 2, invisible; the enterprise script too). */
export const RECAPTCHA_VERSIONS = ['v2', 'enterprise'] as const
export type RecaptchaVersion = (typeof RECAPTCHA_VERSIONS)[number]

/** SPEC §5 and §8: the bot check's own error texts, word for word. */
export const BOT_CHECK_ERRORS = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  noSecret: 'ReCaptcha error: No secret provided',
  failedToExecute: 'Failed to execute',
  failedToLoadScript: 'Failed to load script',
} as const

export type BotCheckSettings =
  | { readonly kind: 'built-in' }
  | {
      readonly kind: 'recaptcha'
      readonly siteKey: string
      readonly secret: string
      readonly version: RecaptchaVersion
    }

/**
 * Which bot check runs: reCAPTCHA when its site key, secret and version are all set; the built-in
 * check when none is. Some but not all set is a configuration error with the spec's message.
 */
export function botCheckSettings(values: {
  siteKey?: string | undefined
  secret?: string | undefined
  version?: RecaptchaVersion | undefined
}): { isOk: true; value: BotCheckSettings } | { isOk: false; message: string } {
  const { siteKey, secret, version } = values
  if (!siteKey && !secret && !version) return { isOk: true, value: { kind: 'built-in' } }
  if (!siteKey) return { isOk: false, message: BOT_CHECK_ERRORS.noKey }
  if (!version) return { isOk: false, message: BOT_CHECK_ERRORS.noVersion }
  if (!secret) return { isOk: false, message: BOT_CHECK_ERRORS.noSecret }
  return { isOk: true, value: { kind: 'recaptcha', siteKey, secret, version } }
}

/** SPEC §5: the browser side needs a site key and a version, else it throws the spec's error. */
export function assertRecaptchaClientSettings(siteKey: string | undefined, version: string | undefined): void {
  if (!siteKey) throw new Error(BOT_CHECK_ERRORS.noKey)
  if (!version) throw new Error(BOT_CHECK_ERRORS.noVersion)
}

/** The header a form's signed start stamp travels in, so the server checks it before reading the body. */
export const FORM_STAMP_HEADER = 'x-form-stamp'

/**
 * The built-in check's minimum time between the server signing a form's start stamp (when the
 * form is shown) and the form being sent. A person needs longer to take in a form and press its
 * button, however quickly they fill it (autofill included); the browser waits out the rest of it
 * before sending, so nobody is refused for being quick. It only slows scripts down: the
 * per-address limit is the real guard.
 */
export const MIN_FILL_MS = 1000
/** A stamp older than this is stale (a form left open overnight asks for a new one). */
export const MAX_FILL_MS = 24 * 60 * 60 * 1000

export type BuiltInVerdict = 'ok' | 'honeypot' | 'too-fast' | 'no-start'

/**
 * The built-in check's pure part: the form carries a start stamp the server signed (`issuedAt`,
 * undefined when missing, forged or altered), sent at least MIN_FILL_MS and at most a day later,
 * and the hidden honeypot field stays empty.
 */
export function builtInVerdict(input: {
  honeypot: string | undefined
  issuedAt: number | undefined
  now: number
}): BuiltInVerdict {
  if (input.honeypot && input.honeypot.trim() !== '') return 'honeypot'
  if (input.issuedAt === undefined) return 'no-start'
  const elapsed = input.now - input.issuedAt
  if (elapsed < MIN_FILL_MS || elapsed > MAX_FILL_MS) return 'too-fast'
  return 'ok'
}
