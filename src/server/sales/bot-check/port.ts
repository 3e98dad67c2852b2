import 'server-only'

/** What a form shows the bot check before its body is read: the request's headers. */
export type BotScreenInput = {
  /** The start stamp the server signed when the form was shown (header x-form-stamp), if any. */
  readonly stamp: string | null
  readonly clientIp: string
  readonly now: Date
}

/** What a sales form sends for the bot check, beside its own fields. */
export type BotCheckInput = BotScreenInput & {
  /** reCAPTCHA's answer token (g-recaptcha-response), when reCAPTCHA runs. */
  readonly token: string | undefined
  /** The hidden field people never fill. */
  readonly honeypot: string | undefined
}

export type BotVerdict =
  | { readonly isHuman: true }
  | { readonly isHuman: false; readonly reason: 'bot' | 'rate-limited'; readonly retryAfterSeconds?: number }

/** The bot check behind the sales forms: reCAPTCHA when configured, else the built-in check. */
export interface BotCheck {
  readonly kind: 'built-in' | 'recaptcha'
  /**
   * Before the body is read: an address past its limit, or (built-in) a form without a genuine,
   * old-enough start stamp, is refused without costing the server the upload.
   */
  screen(input: BotScreenInput): Promise<BotVerdict>
  /** After the form was read and checked: the honeypot or reCAPTCHA's token; counts the form against the limit. */
  verify(input: BotCheckInput): Promise<BotVerdict>
}
