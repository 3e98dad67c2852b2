import 'server-only'

import type { Payload } from 'payload'

import { sql, sqlRunner } from '@/server/rental/db/sql'

/** How long counts gather in memory before one increment per key is written. */
export const USAGE_FLUSH_MS = 10_000

type Pending = { count: number; lastUsedAt: string }
type UsageState = { pending: Map<number, Pending>; timer: ReturnType<typeof setTimeout> | undefined; payload?: Payload }

const holder = globalThis as typeof globalThis & { vegurPartnerUsage?: UsageState }

function state(): UsageState {
  holder.vegurPartnerUsage ??= { pending: new Map(), timer: undefined }
  return holder.vegurPartnerUsage
}

/**
 * Counts one request of key `id`. Counts are kept in memory and written every USAGE_FLUSH_MS as one
 * atomic `usage_count = usage_count + n` per key, so a busy key costs no write per request and
 * app servers add up without overwriting each other. What a crash loses is at most those seconds.
 */
export function countUsage(payload: Payload, id: number, now: Date): void {
  const usage = state()
  usage.payload = payload
  const pending = usage.pending.get(id)
  usage.pending.set(id, { count: (pending?.count ?? 0) + 1, lastUsedAt: now.toISOString() })
  if (usage.timer === undefined) {
    usage.timer = setTimeout(() => void flushUsage().catch(() => undefined), USAGE_FLUSH_MS)
    usage.timer.unref?.()
  }
}

/** Writes the counts gathered so far (also called by tests); a failed write puts them back. */
export async function flushUsage(): Promise<void> {
  const usage = state()
  if (usage.timer !== undefined) clearTimeout(usage.timer)
  usage.timer = undefined
  const { payload } = usage
  if (!payload || usage.pending.size === 0) return
  const batch = [...usage.pending]
  usage.pending.clear()
  const runner = sqlRunner(payload)
  for (const [id, { count, lastUsedAt }] of batch) {
    try {
      await runner.rows(sql`
        UPDATE partner_keys
        SET usage_count = COALESCE(usage_count, 0) + ${count}, last_used_at = ${lastUsedAt}
        WHERE id = ${id}`)
    } catch (error) {
      const again = usage.pending.get(id)
      usage.pending.set(id, { count: count + (again?.count ?? 0), lastUsedAt: again?.lastUsedAt ?? lastUsedAt })
      payload.logger.warn({ msg: `Partner key usage not written (${String(error).slice(0, 120)})` })
    }
  }
}
