import 'server-only'

import { env } from '@/env'
import { rateLimiter } from '@/server/security/rate-limit'

import type { BotVerdict } from './port'

/** Sales forms one client address may send per hour, counted in the shared limiter store (Redis when set). */
export async function hitSaleFormLimit(clientIp: string): Promise<BotVerdict> {
  const limit = rateLimiter({ name: 'sale-forms-ip', points: env.SALE_FORMS_PER_HOUR, windowSeconds: 3600 })
  const state = await limit.hit(clientIp)
  return state.isAllowed
    ? { isHuman: true }
    : { isHuman: false, reason: 'rate-limited', retryAfterSeconds: state.retryAfterSeconds }
}
