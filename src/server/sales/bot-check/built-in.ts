import 'server-only'

import { builtInVerdict } from '@/domain/sales/forms/bot-check-settings'

import { stampIssuedAt } from './form-stamp'
import { hitSaleFormLimit, peekSaleFormLimit } from './ip-limit'
import type { BotCheck, BotScreenInput } from './port'

/**
 * The bot check that works offline: a start stamp the server signed, old enough, the honeypot
 * left empty, and the client address within its hourly limit.
 */
export function builtInBotCheck(): BotCheck {
  const stampVerdict = (input: BotScreenInput, honeypot: string | undefined) =>
    builtInVerdict({ honeypot, issuedAt: stampIssuedAt(input.stamp), now: input.now.getTime() })
  return {
    kind: 'built-in',
    async screen(input) {
      const limit = await peekSaleFormLimit(input.clientIp)
      if (!limit.isHuman) return limit
      return stampVerdict(input, undefined) === 'ok' ? { isHuman: true } : { isHuman: false, reason: 'bot' }
    },
    async verify(input) {
      if (stampVerdict(input, input.honeypot) !== 'ok') return { isHuman: false, reason: 'bot' }
      return hitSaleFormLimit(input.clientIp)
    },
  }
}
