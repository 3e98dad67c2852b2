import { postRoute } from '@/app/api/_lib/route'
import { tooManyAttempts } from '@/app/api/_lib/too-many-attempts'
import { failWith } from '@/domain/errors/result'
import { findBookingByNumber } from '@/server/bookings/booking-load'
import { changeBooking } from '@/server/bookings/commands/change'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { reservationDriversSchema } from '@/server/rental/api/reservation-drivers.schema'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'
import { isLookupMiss, withLookupLimit } from '@/server/security/lookup-limit'

export const dynamic = 'force-dynamic'

/** A booking number as the site gives them (VG-1xxxxx); anything else in the path is a voucher number. */
const BOOKING_NUMBER = /^vg-\d+$/i

/**
 * SPEC §7 `PUT reservations/{number}/drivers?lastname=`: replaces the drivers of a confirmed
 * booking, named by its booking number or voucher number and the renter's last name (the look-up
 * limit of every route that opens a booking so), through the bookings module's change, as manage
 * and exbooking-save do: the renter is e-mailed. `{ success, data: booking }`.
 */
export const PUT = postRoute({
  name: 'reservation-drivers',
  fallback: 'EXBOOKING_SAVE_FAILED',
  scope: 'manage',
  schema: reservationDriversSchema,
  locale: (input) => input.locale,
  run: async (input, now, caller) => {
    const reference = decodeURIComponent(caller.url.pathname.split('/').at(-2) ?? '').trim()
    const lastName = caller.url.searchParams.get('lastname') ?? caller.url.searchParams.get('lastName') ?? ''
    const payload = await payloadClient()
    const limited = await withLookupLimit({
      ip: clientIpOf(caller.headers),
      references: [reference],
      attempt: async () => {
        const voucherNumber = BOOKING_NUMBER.test(reference)
          ? (await findBookingByNumber({ payload, number: reference }))?.voucherNumber
          : reference
        if (!voucherNumber || !lastName.trim()) return failWith('BOOKING_NOT_FOUND')
        return changeBooking({
          payload,
          voucherNumber,
          lastName,
          changes: { drivers: input.drivers },
          locale: input.locale,
          now,
        })
      },
      isFailure: isLookupMiss,
    })
    if (limited.isRefused) return tooManyAttempts(limited.retryAfterSeconds)
    const result = limited.value
    if (!result.isOk) return result
    await performSoon(payload, result.value.effectIds)
    return { isOk: true, value: { data: result.value.view } }
  },
})
