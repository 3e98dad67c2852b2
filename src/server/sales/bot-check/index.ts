import 'server-only'

import { botCheckSettings } from '@/domain/sales/forms/bot-check-settings'
import { env } from '@/env'

import { builtInBotCheck } from './built-in'
import type { BotCheck } from './port'
import { recaptchaBotCheck } from './recaptcha'

/** The configured bot check (env.ts has already refused a half-set reCAPTCHA configuration). */
export function botCheck(): BotCheck {
  const settings = botCheckSettings({
    siteKey: env.RECAPTCHA_SITE_KEY,
    secret: env.RECAPTCHA_SECRET,
    version: env.RECAPTCHA_VERSION,
  })
  if (settings.isOk && settings.value.kind === 'recaptcha') {
    return recaptchaBotCheck({ secret: settings.value.secret, version: settings.value.version })
  }
  return builtInBotCheck()
}

/** What the browser needs to run the configured bot check (the site key is public). */
export type PublicBotCheck =
  { readonly kind: 'built-in' } | { readonly kind: 'recaptcha'; readonly siteKey: string; readonly version: string }

export function publicBotCheck(): PublicBotCheck {
  return env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_VERSION
    ? { kind: 'recaptcha', siteKey: env.RECAPTCHA_SITE_KEY, version: env.RECAPTCHA_VERSION }
    : { kind: 'built-in' }
}
