import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { env } from '@/env'

/**
 * The one Payload instance of this process (Payload caches it across calls). Its crons run the
 * jobs queue's scheduled work (src/server/jobs); tests run jobs themselves.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config, cron: env.NODE_ENV !== 'test' })
}
