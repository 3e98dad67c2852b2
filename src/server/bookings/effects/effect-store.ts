import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { afterFailedTry, EFFECT_KINDS, type EffectKind } from '@/domain/bookings/effects'
import { numberOf, sql, sqlRunner } from '@/server/rental/db/sql'

import type { ClaimedEffect, EffectInput, NewEffect } from './effect-types'

const COLLECTION = 'booking-effects'

/** How long a claimed effect is a worker's own: past it, a worker that died is taken to have died. */
const LEASE_MS = 2 * 60_000

/**
 * Records `effects` inside the caller's transaction (`req`), so they exist exactly when the change
 * that caused them does. An effect whose key is already recorded (the command ran before) is left
 * as it is. Answers the ids recorded now.
 */
export async function recordEffects(params: {
  payload: Payload
  req: Partial<PayloadRequest>
  effects: readonly NewEffect[]
}): Promise<number[]> {
  const { payload, req } = params
  // Due at once, by the clock the workers claim by (a command's own time may be another).
  const now = new Date()
  const ids: number[] = []
  for (const effect of params.effects) {
    const { totalDocs } = await payload.count({ collection: COLLECTION, where: { key: { equals: effect.key } }, req })
    if (totalDocs > 0) continue
    const doc = await payload.create({
      collection: COLLECTION,
      req,
      depth: 0,
      data: {
        key: effect.key,
        booking: effect.bookingId,
        kind: effect.input.kind,
        input: effect.input,
        status: 'pending',
        attempts: 0,
        runAfter: now.toISOString(),
      },
    })
    ids.push(doc.id)
  }
  return ids
}

/**
 * Claims up to `limit` effects that are due (pending and past their back-off, or running past a
 * dead worker's lease), or only those of `ids`: one UPDATE that re-checks each row, so two workers
 * on two app servers never claim the same effect. Each claim counts as a try.
 */
export async function claimEffects(params: {
  payload: Payload
  now: Date
  limit: number
  ids?: readonly number[] | undefined
}): Promise<ClaimedEffect[]> {
  const { payload, now } = params
  if (params.ids?.length === 0) return []
  const at = now.toISOString()
  const isDue = sql`((status = 'pending' AND run_after <= ${at}) OR (status = 'running' AND lease_until <= ${at}))`
  const onlyIds = params.ids
    ? sql` AND id IN (${sql.join(
        params.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``
  const rows = await sqlRunner(payload).rows(sql`
    UPDATE booking_effects
    SET status = 'running', lease_until = ${new Date(now.getTime() + LEASE_MS).toISOString()},
        attempts = attempts + 1, updated_at = ${at}
    WHERE id IN (SELECT id FROM booking_effects WHERE ${isDue}${onlyIds} ORDER BY run_after LIMIT ${params.limit})
      AND ${isDue}
    RETURNING id, key, kind, input, attempts, booking_id`)
  return rows.flatMap((row) => {
    const input = parseInput(row.input, row.kind)
    if (!input) return []
    return [
      {
        id: numberOf(row.id),
        key: String(row.key),
        bookingId: numberOf(row.booking_id),
        input,
        attempts: numberOf(row.attempts),
      },
    ]
  })
}

/** The effect was performed: done for good. */
export async function markEffectDone(params: { payload: Payload; id: number; now: Date }): Promise<void> {
  const at = params.now.toISOString()
  await sqlRunner(params.payload).rows(sql`
    UPDATE booking_effects SET status = 'done', done_at = ${at}, lease_until = NULL, last_error = NULL, updated_at = ${at}
    WHERE id = ${params.id} AND status = 'running'`)
}

/**
 * The try failed with `reason` (a code, nothing personal): tried again after its back-off, or, after
 * the last try or when `isFinal` (the provider refused for good), handed to staff as needs-attention.
 */
export async function markEffectFailed(params: {
  payload: Payload
  effect: Pick<ClaimedEffect, 'id' | 'attempts'>
  reason: string
  isFinal: boolean
  now: Date
}): Promise<'pending' | 'needs-attention'> {
  const { effect, now } = params
  const next = params.isFinal
    ? ({ status: 'needs-attention' } as const)
    : afterFailedTry({ attempts: effect.attempts, now: now.getTime() })
  const runAfter = next.status === 'pending' ? new Date(next.runAfter).toISOString() : now.toISOString()
  const at = now.toISOString()
  await sqlRunner(params.payload).rows(sql`
    UPDATE booking_effects
    SET status = ${next.status}, run_after = ${runAfter}, lease_until = NULL, last_error = ${params.reason.slice(0, 300)}, updated_at = ${at}
    WHERE id = ${effect.id} AND status = 'running'`)
  return next.status
}

function parseInput(value: unknown, kind: unknown): EffectInput | undefined {
  const parsed: unknown = typeof value === 'string' ? safeJson(value) : value
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const input = parsed as EffectInput
  return isEffectKind(kind) && input.kind === kind ? input : undefined
}

function isEffectKind(value: unknown): value is EffectKind {
  return EFFECT_KINDS.some((kind) => kind === value)
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
