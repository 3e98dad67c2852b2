import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { refundableOf } from '@/domain/payments/booking-ledger'
import { faultPoint } from '@/server/faults/fault-point'
import { openAttemptsOf } from '@/server/payments/attempt-store'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordStaffAction } from '../audit/record-staff-action'
import { recordEffects } from '../effects/effect-store'
import type { NewEffect } from '../effects/effect-types'
import { chargesOf, paymentRates, readMoneyBooking, refundsOf, writeBookingMoney } from '../money/booking-money'
import { bookingPaymentLockKey, keysOfAppended, pendingRefund } from '../money/refund-entries'

/**
 * Command "cancel": a confirmed booking becomes cancelled and keeps no money (issue 15, row 3). In
 * one write transaction under the booking's money lock: the status, a refund (collected money) or
 * release (pre-authorised money) of what is left of every payment recorded pending, and the
 * effects — give each back at its provider, close every open payment attempt (asking the provider
 * first: one that finished meanwhile is recorded and given back), and the cancellation e-mail,
 * which says what was given back. Answers the effects recorded (to perform at once; the worker
 * performs them whatever happens to this process); not cancelled when the booking was not
 * confirmed (nothing changed). Cancelled by staff (`actor`), the audit trail records who, why and
 * what was given back, in the same transaction.
 */
export async function cancelBooking(params: {
  payload: Payload
  bookingId: number
  now: Date
  actor?: StaffActor | undefined
  reason?: string | undefined
}): Promise<{ readonly isCancelled: boolean; readonly effectIds: readonly number[] }> {
  const { payload, bookingId, now, actor } = params
  const rates = await paymentRates(payload, await readMoneyBooking(payload, bookingId))
  const cancelled = await withWriteTransaction<readonly number[] | undefined>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const booking = await readMoneyBooking(payload, bookingId, req)
      if (booking.status !== 'confirmed') return { isOk: true, value: undefined }
      const recorded = refundsOf(booking)
      const giveBack = chargesOf(booking).flatMap((charge) => {
        const amount = refundableOf(charge, recorded)
        if (amount <= 0) return []
        const kind = charge.status === 'COLLECTED' ? ('refund' as const) : ('release' as const)
        return [pendingRefund({ transactionId: charge.transactionId, kind, reason: 'cancellation', amount, now })]
      })
      const before = booking.refunds ?? []
      const refunds = [...before, ...giveBack]
      await writeBookingMoney({
        payload,
        booking,
        payments: booking.payments ?? [],
        refunds,
        rates,
        status: 'cancelled',
        req,
      })
      if (actor) {
        await recordStaffAction({
          payload,
          req,
          actor,
          action: 'cancel-booking',
          booking,
          reason: params.reason,
          changes: {
            status: { before: booking.status, after: 'cancelled' },
            givenBack: {
              before: [],
              after: giveBack.map(({ kind, amount, currency }) => ({ kind, amount, currency })),
            },
          },
        })
      }
      const effects: NewEffect[] = [
        ...keysOfAppended(refunds, before.length).map((refundKey) => ({
          key: `give-back:${bookingId}:${refundKey}`,
          bookingId,
          input: { kind: 'give-back' as const, refundKey },
        })),
        ...(await openAttemptsOf(payload, bookingId, req)).map((attempt) => ({
          key: `close-attempt:${bookingId}:${attempt.reference}`,
          bookingId,
          input: { kind: 'close-attempt' as const, reference: attempt.reference },
        })),
        {
          key: `mail:booking-cancellation:${bookingId}`,
          bookingId,
          input: { kind: 'mail' as const, mail: 'booking-cancellation' as const },
        },
      ]
      return { isOk: true, value: await recordEffects({ payload, req, effects }) }
    },
  )
  if (!cancelled.isOk || !cancelled.value) return { isCancelled: false, effectIds: [] }
  faultPoint('after-cancel-commit')
  return { isCancelled: true, effectIds: cancelled.value }
}
