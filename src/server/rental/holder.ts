import 'server-only'

import { createHmac } from 'node:crypto'

import { holdLimitReached, type HoldLimit } from '@/domain/booking/holds'
import { env, payloadSecret } from '@/env'

import { UNKNOWN_CLIENT } from '@/server/security/client-ip'
import { purposeKey } from '@/server/security/signed-value'

import { instantOf, sql, type SqlRunner } from './db/sql'

/**
 * Who holds a car: the visitor's session (a token session, `token:<sid>`, or the booking flow's
 * visitor id, `flow:<id>`) and their client address as a keyed hash, so the hold limits can count
 * both without the address itself being stored. No address hash when the address is unknown (the
 * app was not started through scripts/start.mjs): one shared count would let six shoppers hold
 * every car there is to hold, so only the visitor limit applies then (client-ip.ts logs it).
 */
export type Holder = { readonly sessionId: string; readonly addressHash: string | undefined }

export function holderOf(params: { sessionId: string; clientIp: string }): Holder {
  return {
    sessionId: params.sessionId.slice(0, 200),
    addressHash:
      params.clientIp === UNKNOWN_CLIENT
        ? undefined
        : createHmac('sha256', addressKey()).update(params.clientIp).digest('base64url'),
  }
}

/** Lock keys that serialize the count and the insert of one holder's holds across app servers. */
export function holderLockKeys(holder: Holder): string[] {
  const session = `vegur:holder:${holder.sessionId}`
  return holder.addressHash ? [session, `vegur:holder-address:${holder.addressHash}`] : [session]
}

/**
 * Whether the holder may hold one more car: their live holds (temporary bookings not lapsed, saved
 * pay-now bookings within their time to pay) counted by session and by address, inside the
 * caller's write transaction. `exceptBookingId` is left out (the booking being saved again).
 */
export async function holdLimitFor(params: {
  runner: SqlRunner
  holder: Holder
  now: Date
  exceptBookingId?: number | undefined
}): Promise<{ readonly limit: HoldLimit; readonly retryAfterSeconds: number } | undefined> {
  const { runner, holder, now } = params
  const live = (column: 'holder_session' | 'holder_address_hash', value: string) =>
    runner.rows(sql`
      SELECT held_until FROM bookings
      WHERE ${sql.identifier(column)} = ${value}
        AND status IN ('held', 'confirmed')
        AND held_until > ${now.toISOString()}
        AND id <> ${params.exceptBookingId ?? -1}`)
  const bySession = await live('holder_session', holder.sessionId)
  const byAddress = holder.addressHash ? await live('holder_address_hash', holder.addressHash) : []
  const times = (rows: readonly { held_until?: unknown }[]) =>
    rows.flatMap((row) => {
      const at = instantOf(row.held_until)
      return at === undefined ? [] : [at]
    })
  return holdLimitReached({
    visitorHolds: times(bySession),
    addressHolds: times(byAddress),
    now: now.getTime(),
    limits: { perVisitor: env.HOLDS_PER_VISITOR, perAddress: env.HOLDS_PER_ADDRESS },
  })
}

let key: Buffer | undefined

/** A key of its own for address hashes, derived from the app secret. */
function addressKey(): Buffer {
  key ??= purposeKey(payloadSecret, 'holder-address/v1')
  return key
}
