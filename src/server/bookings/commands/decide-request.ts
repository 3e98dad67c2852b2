import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { failWith } from '@/domain/errors/result'
import { decideRequestStatus, type RequestDecision } from '@/domain/booking/booking-status'
import { REQUEST_DECISION_CONTEXT } from '@/cms/collections/rental/Bookings/hooks'

import { relationId } from '@/server/bookings/booking-load'
import { freeUnitsByCategory } from '@/server/rental/capacity'
import { sql } from '@/server/rental/db/sql'
import { capacityLockKey, withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordStaffAction } from '../audit/record-staff-action'
import { recordEffects } from '../effects/effect-store'

/** What became of a decision on a booking request. */
export type RequestDecisionOutcome =
  | { readonly isOk: true; readonly status: 'confirmed' | 'declined'; readonly effectIds: readonly number[] }
  | { readonly isOk: false; readonly refusal: 'NOT_FOUND' | 'NOT_A_REQUEST' | 'NO_CAR_FREE' }

/**
 * Command "decide a request": staff answer a booking request (status requested), confirming or
 * declining it; the visitor's e-mail is an effect of the same transaction, in the booking's language (request-confirmed, which links to manage my booking where it
 * is paid; or request-declined). One write transaction under the capacity lock re-reads the status,
 * so a request is answered once. Confirming needs a unit free of firm bookings and live holds, the
 * request itself and every other request left out (they all occupy units in the availability
 * search, so one of them may take the unit): a confirmed request never overbooks
 * (NO_CAR_FREE: add a car in the admin, or decline). Declining keeps no money: no card is taken for a
 * request, and a request cannot be paid before it is confirmed.
 */
export async function decideRequest(params: {
  payload: Payload
  bookingId: number
  decision: RequestDecision
  now: Date
  /** The staff member deciding: the audit trail records the decision in its transaction. */
  actor?: StaffActor | undefined
}): Promise<RequestDecisionOutcome> {
  const { payload, bookingId, decision, now } = params
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, disableErrors: true })
  if (!booking) return { isOk: false, refusal: 'NOT_FOUND' }
  const categoryId = relationId(booking.carCategory)
  const officeId = relationId(booking.officeOut)
  const decided = await withWriteTransaction<{ status: 'confirmed' | 'declined'; effectIds: readonly number[] }>(
    { payload, lockKeys: [capacityLockKey({ categoryId, officeId })] },
    async ({ runner, req }) => {
      const [current] = await runner.rows(sql`SELECT status FROM bookings WHERE id = ${bookingId}`)
      const next = decideRequestStatus(String(current?.status ?? ''), decision)
      if (!next.isOk) return failWith('BOOKING_NOT_FOUND')
      if (next.status === 'confirmed') {
        const free = await freeUnitsByCategory({
          runner,
          officeId,
          categoryIds: [categoryId],
          pickupAt: new Date(booking.dateOut),
          returnAt: new Date(booking.dateIn),
          isOneWay: relationId(booking.officeIn) !== officeId,
          now,
          excludeBookingId: bookingId,
          ignoreRequests: true,
        })
        if ((free.get(categoryId) ?? 0) < 1) return failWith('CAR_NOT_AVAILABLE')
      }
      await payload.update({
        collection: 'bookings',
        id: bookingId,
        req,
        context: { [REQUEST_DECISION_CONTEXT]: true },
        data: { status: next.status, heldUntil: null },
      })
      if (params.actor) {
        await recordStaffAction({
          payload,
          req,
          actor: params.actor,
          action: next.status === 'confirmed' ? 'confirm-request' : 'decline-request',
          booking,
          changes: { status: { before: 'requested', after: next.status } },
        })
      }
      const mail = next.status === 'confirmed' ? ('request-confirmed' as const) : ('request-declined' as const)
      const effects = [{ key: `mail:${mail}:${bookingId}`, bookingId, input: { kind: 'mail' as const, mail } }]
      return {
        isOk: true,
        value: { status: next.status, effectIds: await recordEffects({ payload, req, effects }) },
      }
    },
  )
  if (!decided.isOk) {
    return { isOk: false, refusal: decided.error.code === 'CAR_NOT_AVAILABLE' ? 'NO_CAR_FREE' : 'NOT_A_REQUEST' }
  }
  return { isOk: true, ...decided.value }
}
