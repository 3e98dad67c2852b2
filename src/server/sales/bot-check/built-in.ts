import 'server-only'

import { builtInVerdict } from '@/domain/sales/forms/bot-check-settings'

import { hitSaleFormLimit } from './ip-limit'
import type { BotCheck } from './port'

/**
 * The bot check that works offline: the honeypot stays empty, the form was open long enough, and
 * the client address is within its hourly limit.
 */
export function builtInBotCheck(): BotCheck {
  return {
    kind: 'built-in',
    async verify(input) {
      const verdict = builtInVerdict({ honeypot: input.honeypot, startedAt: input.startedAt, now: input.now.getTime() })
      if (verdict !== 'ok') return { isHuman: false, reason: 'bot' }
      return hitSaleFormLimit(input.clientIp)
    },
  }
}
