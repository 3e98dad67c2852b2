import 'server-only'

/** What a sales form sends for the bot check, beside its own fields. */
export type BotCheckInput = {
  /** reCAPTCHA's answer token (g-recaptcha-response), when reCAPTCHA runs. */
  readonly token: string | undefined
  /** The hidden field people never fill. */
  readonly honeypot: string | undefined
  /** When the form was shown, epoch milliseconds. */
  readonly startedAt: number | undefined
  readonly clientIp: string
  readonly now: Date
}

export type BotVerdict =
  | { readonly isHuman: true }
  | { readonly isHuman: false; readonly reason: 'bot' | 'rate-limited'; readonly retryAfterSeconds?: number }

/** The bot check behind the sales forms: reCAPTCHA when configured, else the built-in check. */
export interface BotCheck {
  readonly kind: 'built-in' | 'recaptcha'
  verify(input: BotCheckInput): Promise<BotVerdict>
}
