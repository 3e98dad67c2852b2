import 'server-only'

import type { Payload } from 'payload'

import type { Money } from '@/domain/money/money'
import { refundKeys } from '@/domain/payments/refund-keys'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordEffects } from '../effects/effect-store'
import { readMoneyBooking } from '../money/booking-money'
import { bookingPaymentLockKey } from '../money/refund-entries'
import { recordGiveBack } from './record-give-back'

/** What a provider's later word on a refund or release did: recorded on this booking, or on none of ours. */
export type RecordedProviderEvent = { readonly bookingId: number | undefined; readonly effectIds: readonly number[] }

const NONE: RecordedProviderEvent = { bookingId: undefined, effectIds: [] }

/**
 * Command "record the provider's confirmation of a refund": a provider that takes a refund or
 * release and confirms it later (by callback) has the pending refund recorded now — refunded or
 * released with its id, or failed (the money counts as paid again) and handed to staff. The refund
 * is the one recorded under `refundKey` when the provider echoes our key, else the oldest pending
 * one of that payment and amount. Told again, it changes nothing (a refund no longer pending stays).
 */
export async function recordGiveBackConfirmation(params: {
  payload: Payload
  transactionId: string
  refundKey: string | undefined
  amount: Money
  refundId: string
  isDone: boolean
  eventId: string
  now: Date
}): Promise<RecordedProviderEvent> {
  const { payload, transactionId, now } = params
  const bookingId = await bookingOfPayment(payload, transactionId)
  if (bookingId === undefined) return NONE
  const booking = await readMoneyBooking(payload, bookingId)
  const recorded = booking.refunds ?? []
  const keys = refundKeys(recorded)
  const pending = recorded.flatMap((refund, at) =>
    refund.status === 'pending' && refund.transactionId === transactionId ? [{ refund, key: keys[at] ?? '' }] : [],
  )
  const match =
    pending.find(({ key }) => key === params.refundKey) ??
    pending.find(({ refund }) => refund.amount === params.amount.amount)
  if (!match) return { bookingId, effectIds: [] }
  const outcome = params.isDone ? { isDone: true as const, refundId: params.refundId } : { isDone: false as const }
  const written = await recordGiveBack({ payload, bookingId, refundKey: match.key, outcome, now })
  if (!written.isOk) throw new Error(`refund not recorded: ${written.error.code}`)
  if (params.isDone) return { bookingId, effectIds: [] }
  return recordProviderNotice({ payload, transactionId, notice: 'REFUND_FAILED', eventId: params.eventId })
}

/**
 * Command "record a provider notice for staff": an event on a booking's payment that only people
 * can act on (a chargeback, a capture that failed, a refund the provider refused) is recorded as an
 * effect that needs attention, listed at /admin/needs-attention with its booking. Once per event.
 */
export async function recordProviderNotice(params: {
  payload: Payload
  transactionId: string
  notice: string
  eventId: string
}): Promise<RecordedProviderEvent> {
  const { payload, transactionId, notice } = params
  const bookingId = await bookingOfPayment(payload, transactionId)
  if (bookingId === undefined) return NONE
  const result = await withWriteTransaction<number[]>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const effectIds = await recordEffects({
        payload,
        req,
        effects: [
          {
            key: `notice:${bookingId}:${params.eventId}`,
            bookingId,
            input: { kind: 'provider-notice', notice, transactionId },
          },
        ],
      })
      return { isOk: true, value: effectIds }
    },
  )
  if (!result.isOk) throw new Error(`notice not recorded: ${result.error.code}`)
  return { bookingId, effectIds: result.value }
}

/** The booking whose recorded payments include `transactionId`. */
async function bookingOfPayment(payload: Payload, transactionId: string): Promise<number | undefined> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { 'payments.transactionId': { equals: transactionId } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { number: true },
  })
  return docs[0]?.id
}
