import 'server-only'

import type { Payload } from 'payload'

import {
  bookingIdOfDepositReference,
  depositAfter,
  type DepositChange,
  type DepositWord,
} from '@/domain/bookings/deposit-hold'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordEffects } from '../effects/effect-store'
import type { NewEffect } from '../effects/effect-types'
import { readMoneyBooking } from '../money/booking-money'
import { bookingOfHold, depositOf, type StoredDeposit } from '../money/deposit-state'
import { bookingPaymentLockKey } from '../money/refund-entries'

export type RecordedDepositWord = {
  readonly bookingId: number | undefined
  readonly isChanged: boolean
  readonly effectIds: readonly number[]
}

const NONE: RecordedDepositWord = { bookingId: undefined, isChanged: false, effectIds: [] }

/**
 * Command "record what the provider said of a deposit": a hold authorised or refused, a capture or
 * release done or failed — from a callback, the browser's return (asked of the provider), or the
 * provider's synchronous answer, whichever comes first. Under the booking's money lock, each step
 * moves only from the status that asked for it (depositAfter), so told twice it changes nothing.
 * A hold confirmed for a booking no longer confirmed, or not (or no longer) the booking's, is
 * released through the outbox; a refused capture, release or extension is listed for staff.
 */
export async function recordDepositWord(params: {
  payload: Payload
  word: DepositWord
  /** The provider that holds it (for a stray hold's release). */
  provider: string
  eventId: string
  now: Date
}): Promise<RecordedDepositWord> {
  const { payload, word, now } = params
  const bookingId =
    'reference' in word ? bookingIdOfDepositReference(word.reference) : await bookingOfHold(payload, word.holdId)
  if (bookingId === undefined) return NONE
  const done = await withWriteTransaction<RecordedDepositWord>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const booking = await readMoneyBooking(payload, bookingId, req).catch(() => undefined)
      if (!booking) return { isOk: true, value: NONE }
      const stored: StoredDeposit = booking.deposit ?? {}
      const change = depositAfter({ deposit: depositOf(booking), bookingStatus: booking.status, word })
      const effects = effectsOf({
        bookingId,
        change,
        word,
        stored,
        provider: params.provider,
        eventId: params.eventId,
        now,
      })
      const deposit = storedAfter({ stored, change, word, now })
      if (deposit) {
        await payload.update({ collection: 'bookings', id: bookingId, req, depth: 0, data: { deposit } })
      }
      const effectIds = await recordEffects({ payload, req, effects })
      return { isOk: true, value: { bookingId, isChanged: deposit !== undefined, effectIds } }
    },
  )
  if (!done.isOk) throw new Error(`deposit not recorded: ${done.error.code}`)
  return done.value
}

/** The deposit group with the change written in; undefined when nothing changes. */
function storedAfter(params: {
  stored: StoredDeposit
  change: DepositChange
  word: DepositWord
  now: Date
}): StoredDeposit | undefined {
  const { stored, change, word } = params
  if (!change.next) return undefined
  const now = params.now.toISOString()
  const held =
    change.isHeldNow && word.step === 'authorised'
      ? { holdId: word.holdId, maskedPan: word.maskedPan, heldAt: now }
      : {}
  if (change.isExtendedNow) return { ...stored, extendedAt: now, status: change.next }
  const settled =
    change.next === 'captured'
      ? { capturedAt: now }
      : change.next === 'released'
        ? { releasedAt: now }
        : change.next === 'releasing'
          ? { settlingAt: now }
          : change.needsStaff
            ? { settlingAt: null, capturedAmount: 0, reason: null }
            : {}
  return { ...stored, ...held, ...settled, status: change.next }
}

/** The notice staff get for a step the provider refused. */
const NOTICE_OF_REFUSAL: Partial<Record<DepositWord['step'], string>> = {
  'capture-failed': 'DEPOSIT_CAPTURE_FAILED',
  'release-failed': 'DEPOSIT_RELEASE_FAILED',
  'extend-failed': 'DEPOSIT_EXTEND_FAILED',
}

function effectsOf(params: {
  bookingId: number
  change: DepositChange
  word: DepositWord
  stored: StoredDeposit
  provider: string
  eventId: string
  now: Date
}): NewEffect[] {
  const { bookingId, change, word } = params
  const effects: NewEffect[] = []
  if (change.release && word.step === 'authorised') {
    effects.push({
      // A stray hold is released once, however often its confirmation is told.
      key:
        change.release === 'stray'
          ? `deposit:release-stray:${word.holdId}`
          : `deposit:release:${word.holdId}:${params.now.getTime()}`,
      bookingId,
      input: {
        kind: 'deposit',
        step: 'release',
        holdId: word.holdId,
        provider: change.release === 'own' ? (params.stored.provider ?? params.provider) : params.provider,
        reference: word.reference,
        amount: params.stored.amount ?? 0,
        askedAt: params.now.getTime(),
        isStray: change.release === 'stray',
      },
    })
  }
  if (change.needsStaff && 'holdId' in word) {
    effects.push({
      key: `notice:${bookingId}:${params.eventId}`,
      bookingId,
      input: {
        kind: 'provider-notice',
        notice: NOTICE_OF_REFUSAL[word.step] ?? 'DEPOSIT_RELEASE_FAILED',
        transactionId: word.holdId,
      },
    })
  }
  return effects
}
