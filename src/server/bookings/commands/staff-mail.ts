import 'server-only'

import type { Payload } from 'payload'

import type { StaffAction, StaffActor } from '@/domain/bookings/audit'
import type { Booking } from '@/payload-types'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { type AuditChange, findStaffActionByRequestKey, recordStaffAction } from '../audit/record-staff-action'
import { recordEffects } from '../effects/effect-store'
import type { EffectInput } from '../effects/effect-types'
import { readMoneyBooking } from '../money/booking-money'
import { bookingPaymentLockKey } from '../money/refund-entries'

export type StaffMailOutcome<R extends string> =
  | { readonly isOk: true; readonly effectIds: readonly number[] }
  | { readonly isOk: false; readonly refusal: R | 'KEY_REUSED' | 'BUSY' }

/** What an action decides from the booking as it stands: the e-mail to send and what to record, or a refusal. */
export type StaffMailPlan<R extends string> =
  | {
      readonly isOk: true
      readonly mail: Extract<EffectInput, { kind: 'mail' }>
      readonly changes: Readonly<Record<string, AuditChange>>
    }
  | { readonly isOk: false; readonly refusal: R }

/**
 * What the desk's e-mail actions share (a payment link, an e-mail sent again): in one write
 * transaction under the booking's money lock, the booking is read, `plan` decides from it, and the
 * audit entry and the mail effect are recorded together, so an e-mail is sent exactly when the
 * trail says it was. The request's key makes it happen once: sent again, the same action answers
 * as done and sends nothing more; the key of another booking or action is refused.
 */
export async function sendMailByStaff<R extends string>(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  action: StaffAction
  reason?: string | undefined
  requestKey: string
  plan: (booking: Booking) => StaffMailPlan<R>
}): Promise<StaffMailOutcome<R>> {
  const { payload, bookingId, requestKey } = params
  const done = await withWriteTransaction<StaffMailOutcome<R>>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const earlier = await findStaffActionByRequestKey({ payload, req, requestKey })
      if (earlier) {
        const isSame = earlier.bookingId === bookingId
        return { isOk: true, value: isSame ? { isOk: true, effectIds: [] } : { isOk: false, refusal: 'KEY_REUSED' } }
      }
      const booking = await readMoneyBooking(payload, bookingId, req)
      const plan = params.plan(booking)
      if (!plan.isOk) return { isOk: true, value: plan }
      await recordStaffAction({
        payload,
        req,
        actor: params.actor,
        action: params.action,
        booking,
        reason: params.reason,
        changes: plan.changes,
        requestKey,
      })
      const effectIds = await recordEffects({
        payload,
        req,
        effects: [{ key: `mail:${plan.mail.mail}:${bookingId}:${requestKey}`, bookingId, input: plan.mail }],
      })
      return { isOk: true, value: { isOk: true, effectIds } }
    },
  )
  return done.isOk ? done.value : { isOk: false, refusal: 'BUSY' }
}
