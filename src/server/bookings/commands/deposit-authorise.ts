import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import {
  depositReference,
  holdCheck,
  type DepositChannel,
  type DepositStatus,
  type HoldRefusal,
} from '@/domain/bookings/deposit-hold'
import type { Result } from '@/domain/errors/result'
import { withDeadline } from '@/server/async/with-deadline'
import { PROVIDER_CALL_MS } from '@/server/payments/reconcile-attempt'
import type { CardDetails, HoldAnswer, PaymentProvider } from '@/server/payments/provider'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { findStaffActionByRequestKey, recordStaffAction } from '../audit/record-staff-action'
import { readMoneyBooking } from '../money/booking-money'
import { depositOf, depositToHold } from '../money/deposit-state'
import { bookingPaymentLockKey } from '../money/refund-entries'
import { recordDepositWord } from './deposit-record'

export type AuthoriseDepositOutcome =
  | {
      readonly isOk: true
      readonly status: DepositStatus
      /** The provider's page the card holder must pass first (hosted checkout, 3-D Secure). */
      readonly redirectUrl?: string | undefined
      readonly effectIds: readonly number[]
    }
  | { readonly isOk: false; readonly refusal: HoldRefusal | 'KEY_REUSED' }

type Asked = { readonly reference: string; readonly amount: number; readonly number: string }

/**
 * Command "authorise the deposit": holds the deposit of the booking's protection (depositToHold)
 * on the card as a pre-authorisation, at the counter (staff, `actor`, with the request's key) or
 * online (the renter, in the 24 hours before pickup). Under the booking's money lock the hold is
 * recorded pending with a reference of its own (and, by staff, the audit entry), so a second call
 * (a double click, two tabs, two staff) finds it pending and holds nothing more; then the provider
 * is asked with the reference as its key, and its answer recorded as its callback would be
 * (recordDepositWord: whichever comes first counts, once). A hold that needs the provider's page
 * stays pending with its URL; an answer lost stays pending for the callback or the return.
 * Sent again with the same key, staff's request asks the provider again for the same hold.
 */
export async function authoriseDeposit(params: {
  payload: Payload
  provider: PaymentProvider
  bookingId: number
  channel: DepositChannel
  card: CardDetails | undefined
  actor?: StaffActor | undefined
  requestKey?: string | undefined
  email?: string | undefined
  returnUrl: string
  callbackUrl: string
  locale: string
  now: Date
}): Promise<AuthoriseDepositOutcome> {
  const { payload, provider, bookingId, actor, now } = params
  const amount = await depositToHold(payload, await readMoneyBooking(payload, bookingId))
  const recorded = await withWriteTransaction<Asked | AuthoriseDepositOutcome>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const booking = await readMoneyBooking(payload, bookingId, req)
      const deposit = depositOf(booking)
      if (params.requestKey) {
        const earlier = await findStaffActionByRequestKey({ payload, req, requestKey: params.requestKey })
        if (earlier) {
          const reference = referenceIn(earlier.changes)
          if (earlier.bookingId !== bookingId || !reference) return ok({ isOk: false, refusal: 'KEY_REUSED' })
          if (deposit.status === 'pending' && deposit.reference === reference) {
            return ok({ reference, amount: deposit.amount, number: booking.number })
          }
          return ok({ isOk: true, status: deposit.status, effectIds: [] })
        }
      }
      const check = holdCheck({
        channel: params.channel,
        bookingStatus: booking.status,
        deposit,
        amount,
        pickupAt: new Date(booking.dateOut),
        returnAt: new Date(booking.dateIn),
        now,
      })
      if (!check.isOk) return ok({ isOk: false, refusal: check.refusal })
      const reference = depositReference(bookingId, randomBytes(12).toString('hex'))
      await payload.update({
        collection: 'bookings',
        id: bookingId,
        req,
        depth: 0,
        data: {
          deposit: {
            status: 'pending',
            amount,
            currency: 'ISK',
            channel: params.channel,
            provider: provider.name,
            reference,
            holdId: null,
            maskedPan: null,
            requestedAt: now.toISOString(),
            heldAt: null,
            settlingAt: null,
            capturedAt: null,
            releasedAt: null,
            capturedAmount: 0,
            reason: null,
          },
        },
      })
      if (actor) {
        await recordStaffAction({
          payload,
          req,
          actor,
          action: 'authorise-deposit',
          booking,
          changes: {
            deposit: { before: deposit.status, after: 'pending' },
            amount: { before: 0, after: amount },
            reference: { before: deposit.reference, after: reference },
          },
          requestKey: params.requestKey,
        })
      }
      return ok({ reference, amount, number: booking.number })
    },
  )
  if (!recorded.isOk) return { isOk: false, refusal: 'NOT_CONFIRMED' }
  if ('isOk' in recorded.value) return recorded.value
  const asked = recorded.value
  const answer = await askProvider({ ...params, asked })
  if (!answer) return { isOk: true, status: 'pending', effectIds: [] }
  if (answer.isOk && answer.value.kind === 'redirect') {
    return { isOk: true, status: 'pending', redirectUrl: answer.value.url, effectIds: [] }
  }
  const word =
    answer.isOk && answer.value.kind === 'held'
      ? {
          step: 'authorised' as const,
          reference: asked.reference,
          holdId: answer.value.holdId,
          maskedPan: answer.value.maskedPan,
        }
      : { step: 'refused' as const, reference: asked.reference }
  const written = await recordDepositWord({
    payload,
    word,
    provider: provider.name,
    eventId: `answer:${asked.reference}`,
    now,
  })
  return { isOk: true, status: word.step === 'authorised' ? 'held' : 'failed', effectIds: written.effectIds }
}

/** The provider's answer; undefined when it is not known (no answer in time): the hold stays pending. */
async function askProvider(params: {
  provider: PaymentProvider
  asked: Asked
  card: CardDetails | undefined
  email?: string | undefined
  returnUrl: string
  callbackUrl: string
  locale: string
  now: Date
}): Promise<Result<HoldAnswer> | undefined> {
  const { asked } = params
  try {
    return await withDeadline(
      params.provider.authoriseHold({
        idempotencyKey: asked.reference,
        reference: asked.reference,
        amount: { amount: asked.amount, currency: 'ISK' },
        card: params.card,
        description: `Deposit ${asked.number}`,
        order: {
          email: params.email,
          line: { title: `Deposit ${asked.number}`, sku: 'deposit' },
          externalId: asked.number,
          locale: params.locale,
        },
        returnUrl: params.returnUrl,
        callbackUrl: params.callbackUrl,
        now: params.now,
      }),
      PROVIDER_CALL_MS,
    )
  } catch {
    return undefined
  }
}

function ok<T>(value: T): Result<T> {
  return { isOk: true, value }
}

/** The hold's reference a recorded staff authorisation asked (its `reference` change). */
function referenceIn(changes: unknown): string | undefined {
  if (typeof changes !== 'object' || changes === null || !('reference' in changes)) return undefined
  const reference = (changes as { reference: unknown }).reference
  if (typeof reference !== 'object' || reference === null || !('after' in reference)) return undefined
  const after = (reference as { after: unknown }).after
  return typeof after === 'string' ? after : undefined
}
