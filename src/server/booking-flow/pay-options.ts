import 'server-only'

import { isPayAtPickup } from '@/domain/booking/booking-type'
import type { Money } from '@/domain/money/money'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { repriceBooking } from '@/server/rental/booking-reprice'
import type { StoredBooking } from '@/server/rental/booking-view'

/** What the booking costs paid now (10% off the rent, SPEC §9) and paid at pickup; minor units. */
export type PayOptionTotals = { readonly payNow: Money; readonly payAtPickup: Money }

/**
 * Both ways to pay for a booking, around its stored total: the other way differs by the pay-now
 * discount on the rent, which the engine prices again (nothing is written). Undefined when the
 * engine cannot price it, and for a request (saved to pay at pickup, no pay-now saving to offer):
 * the summary then shows the stored total alone.
 */
export async function payOptionTotals(params: {
  booking: StoredBooking
  locale: Locale
  now: Date
}): Promise<PayOptionTotals | undefined> {
  const { booking, locale, now } = params
  if (booking.onRequest) return undefined
  const repriced = await repriceBooking({ payload: await payloadClient(), booking, changes: {}, locale, now })
  if (!repriced.isOk) return undefined
  const discount = repriced.value.quote.pricing.payOnPickup.payLocallyFee.amount
  const total = booking.totals?.total ?? 0
  const currency = booking.currency
  const isPayNow = !isPayAtPickup(booking.bookingType)
  return {
    payNow: { amount: isPayNow ? total : total - discount, currency },
    payAtPickup: { amount: isPayNow ? total + discount : total, currency },
  }
}
