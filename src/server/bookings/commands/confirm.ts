import 'server-only'

import type { Payload } from 'payload'

import { type Result, fail } from '@/domain/errors/result'
import { BOOKING_TYPE, isPayNow } from '@/domain/booking/booking-type'
import { currentExchangeRates } from '@/server/exchange-rates'
import { domainError } from '@/domain/errors/errors'
import { hasLapsed, paymentDeadline } from '@/domain/booking/holds'
import type { Locale } from '@/i18n/locales'

import { findBookingByVoucher, relationId } from '@/server/bookings/booking-load'
import { repriceBooking, type BookingChanges } from '@/server/rental/booking-reprice'
import { clientData, driversData } from '@/server/rental/booking-store'
import type { ClientInput, DriverInput } from '@/server/rental/booking-types'
import { viewOf } from '@/server/rental/booking-search'
import { holdState, toBookingView, type BookingView, type StoredBooking } from '@/server/rental/booking-view'
import { freeUnitsByCategory } from '@/server/rental/capacity'
import { instantOf, sql } from '@/server/rental/db/sql'
import { capacityLockKey, withWriteTransaction } from '@/server/rental/db/write-transaction'
import { holdLimitFor, holderLockKeys, type Holder } from '@/server/rental/holder'

import type { MailKind } from '@/server/mail/mail-types'

import { recordEffects } from '../effects/effect-store'

export type SaveBookingInput = {
  readonly bookingId: number | undefined
  readonly voucherNumber: string | undefined
  readonly client: ClientInput
  readonly drivers: readonly DriverInput[]
  readonly changes: BookingChanges
  readonly locale: Locale
}

export type SavedBooking = {
  readonly booking: BookingView
  readonly bookingId: number
  readonly bookingNumber: string
  /**
   * True only for the save that confirmed it (or, for a request, made it requested); saving a
   * confirmed or requested booking again changes nothing.
   */
  readonly isNewlyConfirmed: boolean
  /** A request (a car offered on request): saved as requested for staff to answer, nothing to pay yet. */
  readonly isRequest: boolean
  /** The e-mail of the save that confirmed it, for the caller to perform at once (the worker does otherwise). */
  readonly effectIds: readonly number[]
}

/**
 * Command "confirm" (or "request"): saves a temporary booking (SPEC §4): pay now (type 3, the default) or at pickup (2).
 * One write transaction under the capacity lock re-reads the booking, re-checks that a unit is
 * free for its dates (the booking's own hold left out, since it may have lapsed), and confirms it
 * with the client, drivers, services and totals, so the last car is never sold twice
 * (CAR_NOT_AVAILABLE, 409). A pay-now booking must then be paid within PAY_NOW_MINUTES or it is
 * released. A hold that has lapsed holds no car any more: saving it counts against its holder's
 * hold limits again (TOO_MANY_HOLDS, 429).
 *
 * A booking chosen on request (`onRequest`: no unit was free) is saved as `requested` instead, to be
 * paid at pickup or from manage my booking once staff confirm it: no capacity check (there was no
 * free unit; the request occupies one until staff answer), no time to pay, no money taken.
 *
 * Saving a booking that is already confirmed (or requested) is idempotent: the same answer, nothing changed (not
 * the client, not the e-mail address), isNewlyConfirmed false. Without a temporary booking, or one
 * whose time to pay is up: NO_TEMPORARY_BOOKING.
 */
export async function saveBooking(params: {
  payload: Payload
  input: SaveBookingInput
  now: Date
}): Promise<Result<SavedBooking>> {
  const { payload, input, now } = params
  if (input.bookingId === undefined || !input.voucherNumber) return fail(domainError('NO_TEMPORARY_BOOKING'))
  const voucherNumber = input.voucherNumber
  const found = await findBookingByVoucher({ payload, id: input.bookingId, voucherNumber })
  if (!found || !SAVABLE_STATUSES.includes(found.status)) return fail(domainError('NO_TEMPORARY_BOOKING'))
  if (found.status !== 'held') return answerConfirmed({ payload, booking: found, locale: input.locale, now })
  const isRequest = found.onRequest === true
  const changes = {
    ...input.changes,
    driverAge: input.changes.driverAge ?? input.client.driverAge,
    ...(isRequest && { bookingType: BOOKING_TYPE.PAY_AT_PICKUP }),
  }
  const repriced = await repriceBooking({ payload, booking: found, changes, locale: input.locale, now })
  if (!repriced.isOk) return repriced
  const { category, context } = repriced.value
  const officeId = relationId(found.officeOut)
  const holder = storedHolder(found)
  // Payments settle in ISK at the rate of the day the booking was made (SPEC §9).
  const exchangeRate = found.exchangeRate ?? (await currentExchangeRates()).rates.ISK

  const saved = await withWriteTransaction<readonly number[] | undefined>(
    {
      payload,
      lockKeys: [capacityLockKey({ categoryId: category.id, officeId }), ...(holder ? holderLockKeys(holder) : [])],
    },
    async ({ runner, req }) => {
      const [current] = await runner.rows(sql`SELECT status, held_until FROM bookings WHERE id = ${found.id}`)
      if (current?.status === 'confirmed' || current?.status === 'requested') return { isOk: true, value: undefined }
      if (current?.status !== 'held') return fail(domainError('NO_TEMPORARY_BOOKING'))
      const hasLapsed = (instantOf(current.held_until) ?? 0) <= now.getTime()
      if (hasLapsed && holder) {
        const limit = await holdLimitFor({ runner, holder, now, exceptBookingId: found.id })
        if (limit) return fail(domainError('TOO_MANY_HOLDS', { retryAfterSeconds: limit.retryAfterSeconds }))
      }
      const free = isRequest
        ? undefined
        : await freeUnitsByCategory({
            runner,
            officeId,
            categoryIds: [category.id],
            pickupAt: new Date(found.dateOut),
            returnAt: new Date(found.dateIn),
            isOneWay: relationId(found.officeIn) !== officeId,
            now,
            excludeBookingId: found.id,
          })
      if (free && (free.get(category.id) ?? 0) < 1) return fail(domainError('CAR_NOT_AVAILABLE'))
      const payBy = isRequest
        ? undefined
        : paymentDeadline({ isPayNow: isPayNow(repriced.value.data.bookingType), now: now.getTime() })
      await payload.update({
        collection: 'bookings',
        id: found.id,
        req,
        data: {
          ...repriced.value.data,
          status: isRequest ? 'requested' : 'confirmed',
          heldUntil: payBy === undefined ? null : new Date(payBy).toISOString(),
          exchangeRate,
          client: clientData(input.client),
          drivers: driversData(input.drivers),
          locale: input.locale,
        },
      })
      // A request gets its "request received" e-mail now, a booking paid at pickup its confirmation;
      // a pay-now booking gets its confirmation once its payment is recorded.
      const mail: MailKind | undefined = isRequest
        ? 'booking-request'
        : payBy === undefined
          ? 'booking-confirmation'
          : undefined
      const effects = mail
        ? [{ key: `mail:${mail}:${found.id}`, bookingId: found.id, input: { kind: 'mail' as const, mail } }]
        : []
      return { isOk: true, value: await recordEffects({ payload, req, effects }) }
    },
  )
  if (!saved.isOk) return saved
  const booking = await findBookingByVoucher({ payload, id: found.id, voucherNumber })
  if (!booking) return fail(domainError('NO_TEMPORARY_BOOKING'))
  if (!saved.value) return answerConfirmed({ payload, booking, locale: input.locale, now })
  const view = toBookingView({ booking, category, services: context.services, isPrivate: true })
  return {
    isOk: true,
    value: {
      booking: view,
      bookingId: booking.id,
      bookingNumber: booking.number,
      isNewlyConfirmed: true,
      isRequest,
      effectIds: saved.value,
    },
  }
}

/** The statuses a save answers: held (saved now), confirmed or requested (saved before). */
const SAVABLE_STATUSES: readonly string[] = ['held', 'confirmed', 'requested']

/** A confirmed (or requested) booking as it stands, for a save repeated; gone once its time to pay is up. */
async function answerConfirmed(params: {
  payload: Payload
  booking: StoredBooking
  locale: Locale
  now: Date
}): Promise<Result<SavedBooking>> {
  const { booking } = params
  if (hasLapsed(holdState(booking), params.now.getTime())) return fail(domainError('NO_TEMPORARY_BOOKING'))
  const view = await viewOf({ ...params, isPrivate: true })
  if (!view.isOk) return view
  return {
    isOk: true,
    value: {
      booking: view.value,
      bookingId: booking.id,
      bookingNumber: booking.number,
      isNewlyConfirmed: false,
      isRequest: booking.status === 'requested',
      effectIds: [],
    },
  }
}

/** The holder recorded when the car was chosen (bookings made before holders were recorded have none). */
function storedHolder(booking: StoredBooking): Holder | undefined {
  const { holderSession, holderAddressHash } = booking
  return holderSession ? { sessionId: holderSession, addressHash: holderAddressHash ?? undefined } : undefined
}
