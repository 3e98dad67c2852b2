import 'server-only'

import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { type Result, fail } from '@/domain/errors/result'
import { domainError } from '@/domain/errors/errors'
import type { Locale } from '@/i18n/locales'
import { findBookingByVoucherAndName } from '@/server/bookings/booking-load'
import { repriceBooking } from '@/server/rental/booking-reprice'
import { driversData } from '@/server/rental/booking-store'
import type { DriverInput, ServiceInput } from '@/server/rental/booking-types'
import { toBookingView, type BookingView } from '@/server/rental/booking-view'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordEffects } from '../effects/effect-store'
import type { NewEffect } from '../effects/effect-types'
import { paymentRates, readMoneyBooking } from '../money/booking-money'
import { giveBackOverpaid } from '../money/overpaid'
import { bookingPaymentLockKey } from '../money/refund-entries'

/** What a visitor may change on a confirmed booking (Renteon ExBooking SaveModel). */
export type ExistingBookingChanges = {
  readonly services?: readonly ServiceInput[] | undefined
  readonly drivers?: readonly DriverInput[] | undefined
}

/** A saved change: the booking as it now stands, what was given back for it (ISK minor units), its effects. */
export type ChangedBooking = {
  readonly view: BookingView
  readonly refundedIsk: number
  /** The change e-mail and the give-backs, for the caller to perform at once (the worker does otherwise). */
  readonly effectIds: readonly number[]
}

/**
 * Command "change": saves changes to an existing booking opened by voucher number and last name —
 * services (the booking is priced again; what was paid stays) and drivers (SPEC §7: update drivers).
 * Only a confirmed booking whose pickup is still ahead can change: else BOOKING_NOT_EDITABLE. One
 * write transaction under the booking's money lock writes the new price and, when it is now below
 * what was paid or held, the refunds (collected money) and releases (held money) of the difference,
 * pending, with their give-back effects and the renter's change e-mail (unless `isNotified` is
 * false: nothing changed). Decided from the recorded money under the lock, so a retry or a second
 * tab finds nothing more to give back. Every front door (manage, the booking API) changes a booking
 * through this, so a downgrade refunds the same everywhere.
 */
export async function changeBooking(params: {
  payload: Payload
  voucherNumber: string
  lastName: string
  changes: ExistingBookingChanges
  isNotified?: boolean | undefined
  locale: Locale
  now: Date
}): Promise<Result<ChangedBooking>> {
  const { payload, changes, locale, now } = params
  const booking = await findBookingByVoucherAndName(params)
  if (!booking || booking.status === 'held' || booking.status === 'expired') {
    return fail(domainError('BOOKING_NOT_FOUND'))
  }
  if (booking.status !== 'confirmed' || new Date(booking.dateOut).getTime() <= now.getTime()) {
    return fail(domainError('BOOKING_NOT_EDITABLE'))
  }
  const repriced = await repriceBooking({ payload, booking, changes: { services: changes.services }, locale, now })
  if (!repriced.isOk) return repriced
  const rates = await paymentRates(payload, booking)
  const saved = await withWriteTransaction<{ refundedIsk: number; effectIds: readonly number[] }>(
    { payload, lockKeys: [bookingPaymentLockKey(booking.id)] },
    async ({ req }) => {
      const current = await readMoneyBooking(payload, booking.id, req)
      if (current.status !== 'confirmed') return fail(domainError('BOOKING_NOT_EDITABLE'))
      const { services, totals } = repriced.value.data
      await payload.update({
        collection: 'bookings',
        id: booking.id,
        req,
        depth: 0,
        data: { services, totals, ...(changes.drivers && { drivers: driversData(changes.drivers) }) },
      })
      const overpaid = await giveBackOverpaid({ payload, bookingId: booking.id, rates, now, req })
      const effects: NewEffect[] = [...overpaid.effects]
      if (params.isNotified !== false) {
        effects.push({
          // Each change is an e-mail of its own.
          key: `mail:booking-change:${booking.id}:${randomUUID()}`,
          bookingId: booking.id,
          input: { kind: 'mail', mail: 'booking-change' },
        })
      }
      return {
        isOk: true,
        value: {
          refundedIsk: overpaid.refundedIsk,
          effectIds: await recordEffects({ payload, req, effects }),
        },
      }
    },
  )
  if (!saved.isOk) return saved
  const updated = await findBookingByVoucherAndName(params)
  if (!updated) return fail(domainError('BOOKING_NOT_FOUND'))
  const { category, context } = repriced.value
  return {
    isOk: true,
    value: {
      view: toBookingView({ booking: updated, category, services: context.services, isPrivate: true }),
      ...saved.value,
    },
  }
}
