import 'server-only'

import { env } from '@/env'
import { rateLimiter } from '@/server/security/rate-limit'

import type { BotVerdict } from './port'

const saleForms = () => rateLimiter({ name: 'sale-forms-ip', points: env.SALE_FORMS_PER_HOUR, windowSeconds: 3600 })

/** Counts one sales form of a client address in its hour (the shared limiter store: Redis when set). */
export async function hitSaleFormLimit(clientIp: string): Promise<BotVerdict> {
  return verdictOf(await saleForms().hit(clientIp))
}

/** Whether a client address may send another sales form this hour, without counting one. */
export async function peekSaleFormLimit(clientIp: string): Promise<BotVerdict> {
  return verdictOf(await saleForms().peek(clientIp))
}

function verdictOf(state: { isAllowed: boolean; retryAfterSeconds: number }): BotVerdict {
  return state.isAllowed
    ? { isHuman: true }
    : { isHuman: false, reason: 'rate-limited', retryAfterSeconds: state.retryAfterSeconds }
}
