import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { fail, type Result } from '@/domain/errors/result'
import { domainError, type DomainError } from '@/domain/errors/errors'
import { isCurrencyCode, type Money } from '@/domain/money/money'
import { localeOr } from '@/i18n/locales'
import type { Booking } from '@/payload-types'
import { relationId } from '@/server/bookings/booking-load'
import { repriceBooking, type Repriced } from '@/server/rental/booking-reprice'
import { driversData, storedSelections } from '@/server/rental/booking-store'
import type { DriverInput, ServiceInput } from '@/server/rental/booking-types'
import { freeUnitsByCategory } from '@/server/rental/capacity'
import { sqlRunner, type SqlRunner } from '@/server/rental/db/sql'
import { capacityLockKey, withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordStaffAction } from '../audit/record-staff-action'
import { isUnitFreeFor } from './assign-unit'
import { recordEffects } from '../effects/effect-store'
import { ledgerOf, paymentRates, readMoneyBooking } from '../money/booking-money'
import { giveBackOverpaid } from '../money/overpaid'
import { bookingPaymentLockKey } from '../money/refund-entries'

/** What staff may change on a confirmed booking at the desk; what is left out stays as it is. */
export type DeskChanges = {
  readonly carCategoryId?: number | undefined
  readonly pickupAt?: Date | undefined
  readonly returnAt?: Date | undefined
  readonly services?: readonly ServiceInput[] | undefined
  readonly drivers?: readonly DriverInput[] | undefined
}

/** The booking before and after a change, as staff confirm it: the price, the difference and where the money lands. */
export type DeskChangeQuote = {
  readonly before: {
    readonly total: Money
    readonly carCategoryId: number
    readonly pickupAt: string
    readonly returnAt: string
  }
  readonly after: {
    readonly total: Money
    readonly carCategoryId: number
    readonly pickupAt: string
    readonly returnAt: string
  }
  /** after − before, in the booking's currency. */
  readonly difference: Money
  /** Paid and not refunded, ISK minor units. */
  readonly paidIsk: number
  /** Refunded to the card by the change, ISK minor units. */
  readonly refundIsk: number
  /** Left to pay after the change, ISK minor units (a payment link asks for it). */
  readonly dueIsk: number
}

/** Why a change is refused beyond the pricing's own errors: the price is not the one staff were shown. */
export type DeskChangeError = DomainError | { readonly code: 'PRICE_CHANGED'; readonly message: string }

const PRICE_CHANGED: DeskChangeError = {
  code: 'PRICE_CHANGED',
  message: 'The price has changed since it was shown: look at the new price again.',
}

type Planned = {
  readonly booking: Booking
  readonly repriced: Repriced
  readonly quote: DeskChangeQuote
  readonly after: Booking
}

function moneyOf(amount: number, currency: string): Money {
  return { amount, currency: isCurrencyCode(currency) ? currency : 'ISK' }
}

/**
 * Prices `changes` on booking `bookingId` as it now stands (the booking's own price list, promo,
 * driver age and way to pay; another car, other dates, other services), without writing anything.
 * Only a confirmed booking whose pickup is ahead changes (BOOKING_NOT_EDITABLE).
 */
async function plan(params: {
  payload: Payload
  bookingId: number
  changes: DeskChanges
  now: Date
}): Promise<Result<Planned, DeskChangeError>> {
  const { payload, changes, now } = params
  const booking = await payload.findByID({
    collection: 'bookings',
    id: params.bookingId,
    depth: 0,
    disableErrors: true,
  })
  if (!booking) return fail(domainError('BOOKING_NOT_FOUND'))
  if (booking.status !== 'confirmed' || new Date(booking.dateOut).getTime() <= now.getTime()) {
    return fail(domainError('BOOKING_NOT_EDITABLE'))
  }
  const pickupAt = changes.pickupAt?.toISOString() ?? booking.dateOut
  const returnAt = changes.returnAt?.toISOString() ?? booking.dateIn
  const carCategoryId = changes.carCategoryId ?? relationId(booking.carCategory)
  const after: Booking = { ...booking, carCategory: carCategoryId, dateOut: pickupAt, dateIn: returnAt }
  const repriced = await repriceBooking({
    payload,
    booking: { ...after, carCategory: carCategoryId },
    changes: { services: changes.services ?? storedSelections(booking) },
    locale: localeOr(booking.locale),
    now,
  })
  if (!repriced.isOk) return repriced
  const isMoved =
    carCategoryId !== relationId(booking.carCategory) || pickupAt !== booking.dateOut || returnAt !== booking.dateIn
  // Told before confirming; checked again under the capacity lock when it is saved.
  if (isMoved && !(await isCarFree({ runner: sqlRunner(payload), booking, after, now }))) {
    return fail(domainError('CAR_NOT_AVAILABLE'))
  }
  const rates = await paymentRates(payload, booking)
  const total = repriced.value.data.totals?.total ?? 0
  const ledger = ledgerOf({ ...booking, totals: { ...booking.totals, total } }, rates)
  const paidIsk = ledger?.paidIsk ?? 0
  const before = booking.totals?.total ?? 0
  return {
    isOk: true,
    value: {
      booking,
      repriced: repriced.value,
      after,
      quote: {
        before: {
          total: moneyOf(before, booking.currency),
          carCategoryId: relationId(booking.carCategory),
          pickupAt: booking.dateOut,
          returnAt: booking.dateIn,
        },
        after: { total: moneyOf(total, booking.currency), carCategoryId, pickupAt, returnAt },
        difference: moneyOf(total - before, booking.currency),
        paidIsk,
        refundIsk: Math.max(0, paidIsk - (ledger?.totalIsk ?? paidIsk)),
        dueIsk: ledger?.dueIsk ?? 0,
      },
    },
  }
}

/** The new price of a desk change and the difference, shown to staff before they confirm it. */
export async function quoteDeskChange(params: {
  payload: Payload
  bookingId: number
  changes: DeskChanges
  now: Date
}): Promise<Result<DeskChangeQuote, DeskChangeError>> {
  const planned = await plan(params)
  return planned.isOk ? { isOk: true, value: planned.value.quote } : planned
}

/**
 * Command "change by staff": saves a desk change (another car, other dates, other protection,
 * extras or drivers) to a confirmed booking at the price staff were shown (`acceptedTotal`, the
 * booking currency's minor units; another is PRICE_CHANGED). In one write transaction under the
 * booking's money lock and the new category's capacity lock: a unit of the car must be free for
 * the dates, leaving this booking out (CAR_NOT_AVAILABLE); the car, dates, services, totals and
 * drivers are written; what was paid beyond the new total is refunded as manage's changes do
 * (giveBackOverpaid); a balance stays to pay (a payment link asks for it); the renter gets the
 * change e-mail with the updated voucher, and the audit trail records who, why, and the car,
 * dates, total and drivers before and after (how many drivers: no names, so anonymising a person
 * leaves the trail without them).
 */
export async function changeByStaff(params: {
  payload: Payload
  bookingId: number
  changes: DeskChanges
  acceptedTotal: number
  actor: StaffActor
  reason?: string | undefined
  now: Date
}): Promise<Result<{ readonly quote: DeskChangeQuote; readonly effectIds: readonly number[] }, DeskChangeError>> {
  const { payload, bookingId, changes, now } = params
  const planned = await plan(params)
  if (!planned.isOk) return planned
  const { booking, repriced, quote, after } = planned.value
  if (quote.after.total.amount !== params.acceptedTotal) {
    return fail(PRICE_CHANGED)
  }
  const rates = await paymentRates(payload, booking)
  const officeId = relationId(booking.officeOut)
  const isMoved =
    quote.after.carCategoryId !== quote.before.carCategoryId ||
    quote.after.pickupAt !== quote.before.pickupAt ||
    quote.after.returnAt !== quote.before.returnAt
  const saved = await withWriteTransaction<
    { readonly effectIds: readonly number[] } | { readonly refused: DeskChangeError }
  >(
    {
      payload,
      lockKeys: [
        bookingPaymentLockKey(bookingId),
        capacityLockKey({ categoryId: quote.after.carCategoryId, officeId }),
      ],
    },
    async ({ req, runner }) => {
      const current = await readMoneyBooking(payload, bookingId, req)
      if (current.status !== 'confirmed') return fail(domainError('BOOKING_NOT_EDITABLE'))
      // Changed by someone else since it was priced: price it again.
      if (current.totals?.total !== booking.totals?.total || current.dateOut !== booking.dateOut) {
        return { isOk: true, value: { refused: PRICE_CHANGED } }
      }
      if (isMoved && !(await isCarFree({ runner, booking, after, now }))) return fail(domainError('CAR_NOT_AVAILABLE'))
      const { services, totals } = repriced.data
      // Another car is another unit (the board assigns it again); new dates keep the unit if it is free then.
      const unitId = current.vehicle === null || current.vehicle === undefined ? null : relationId(current.vehicle)
      const keepsUnit =
        unitId !== null &&
        quote.after.carCategoryId === quote.before.carCategoryId &&
        (!isMoved ||
          (await isUnitFreeFor({
            payload,
            req,
            vehicleId: unitId,
            bookingId,
            dateOut: after.dateOut,
            dateIn: after.dateIn,
          })))
      const losesUnit = unitId !== null && !keepsUnit
      await payload.update({
        collection: 'bookings',
        id: bookingId,
        req,
        depth: 0,
        data: {
          services,
          totals,
          carCategory: quote.after.carCategoryId,
          dateOut: after.dateOut,
          dateIn: after.dateIn,
          ...(losesUnit && { vehicle: null }),
          ...(changes.drivers && { drivers: driversData(changes.drivers) }),
        },
      })
      const overpaid = await giveBackOverpaid({ payload, bookingId, rates, now, req })
      await recordStaffAction({
        payload,
        req,
        actor: params.actor,
        action: 'change-booking',
        booking,
        reason: params.reason,
        changes: {
          carCategory: { before: quote.before.carCategoryId, after: quote.after.carCategoryId },
          dateOut: { before: quote.before.pickupAt, after: quote.after.pickupAt },
          dateIn: { before: quote.before.returnAt, after: quote.after.returnAt },
          total: { before: quote.before.total, after: quote.after.total },
          services: {
            before: selectedCodes(booking.services),
            after: selectedCodes(services),
          },
          drivers: {
            before: booking.drivers?.length ?? 0,
            after: changes.drivers?.length ?? booking.drivers?.length ?? 0,
          },
          refundedIsk: { before: 0, after: overpaid.refundedIsk },
          ...(losesUnit && { vehicle: { before: unitId, after: null } }),
        },
      })
      const effectIds = await recordEffects({
        payload,
        req,
        effects: [
          ...overpaid.effects,
          {
            key: `mail:booking-change:${bookingId}:desk:${now.getTime()}`,
            bookingId,
            input: { kind: 'mail', mail: 'booking-change' },
          },
        ],
      })
      return { isOk: true, value: { effectIds } }
    },
  )
  if (!saved.isOk) return saved
  if ('refused' in saved.value) return fail(saved.value.refused)
  return { isOk: true, value: { quote, effectIds: saved.value.effectIds } }
}

/** Whether a unit of the changed booking's car is free at its office for its dates, leaving the booking itself out. */
async function isCarFree(params: { runner: SqlRunner; booking: Booking; after: Booking; now: Date }): Promise<boolean> {
  const { booking, after } = params
  const officeId = relationId(booking.officeOut)
  const categoryId = relationId(after.carCategory)
  const free = await freeUnitsByCategory({
    runner: params.runner,
    officeId,
    categoryIds: [categoryId],
    pickupAt: new Date(after.dateOut),
    returnAt: new Date(after.dateIn),
    isOneWay: relationId(booking.officeIn) !== officeId,
    now: params.now,
    excludeBookingId: booking.id,
  })
  return (free.get(categoryId) ?? 0) >= 1
}

function selectedCodes(services: Booking['services']): string[] {
  return (services ?? [])
    .filter((line) => line.isSelected ?? true)
    .map((line) => (line.quantity > 1 ? `${line.code}×${line.quantity}` : String(line.code)))
}
