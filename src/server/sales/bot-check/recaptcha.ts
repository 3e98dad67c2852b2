import 'server-only'

import { z } from 'zod'

import type { RecaptchaVersion } from '@/domain/sales/forms/bot-check-settings'

import { hitSaleFormLimit, peekSaleFormLimit } from './ip-limit'
import type { BotCheck } from './port'

/** Google's answer checker; it also takes reCAPTCHA Enterprise keys with their legacy secret. */
export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
const TIMEOUT_MS = 5000

const answerSchema = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).optional() })

/**
 * reCAPTCHA (v2 invisible or enterprise): the browser's token is checked with the secret; a
 * missing or refused token is a bot; Google unreachable is a bot too (fail closed), logged once.
 * The per-address limit applies as well.
 */
export function recaptchaBotCheck(settings: {
  secret: string
  version: RecaptchaVersion
  fetch?: typeof fetch
}): BotCheck {
  const send = settings.fetch ?? fetch
  return {
    kind: 'recaptcha',
    // reCAPTCHA's token travels in the body; before it is read only the address's limit can refuse.
    screen: (input) => peekSaleFormLimit(input.clientIp),
    async verify(input) {
      if (!input.token) return { isHuman: false, reason: 'bot' }
      try {
        const response = await send(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: settings.secret, response: input.token, remoteip: input.clientIp }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        const answer = answerSchema.safeParse(await response.json())
        if (!response.ok || !answer.success || !answer.data.success) return { isHuman: false, reason: 'bot' }
      } catch (error) {
        console.error(`[bot-check recaptcha ${settings.version}] siteverify failed: ${(error as Error).name}`)
        return { isHuman: false, reason: 'bot' }
      }
      return hitSaleFormLimit(input.clientIp)
    },
  }
}
