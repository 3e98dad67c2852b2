import 'server-only'

import { givenBackOf, type GivenBack } from '@/domain/booking/manage-refunds'
import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { currentExchangeRates } from '@/server/exchange-rates'
import { chargesOf, refundsOf, type MoneyBooking } from '@/server/bookings/money/booking-money'
import { findBookingByVoucherAndName } from '@/server/bookings/booking-load'
import { payloadClient } from '@/server/payload'

import { readManageAccess } from './manage-cookies'

/** Payment statuses in which money was taken or held. */
const CHARGED: readonly string[] = ['COLLECTED', 'PREAUTH']

/** The rates a booking's money is shown at: ISK at the rate locked on the booking, the rest current. */
export async function bookingRates(booking: Pick<MoneyBooking, 'exchangeRate'>): Promise<Partial<ExchangeRates>> {
  const { rates } = await currentExchangeRates()
  return booking.exchangeRate ? { ...rates, ISK: booking.exchangeRate } : rates
}

/** What the booking has given back, in its currency (see givenBackOf). */
export async function givenBackOfBooking(booking: MoneyBooking): Promise<GivenBack[]> {
  return givenBackOf({ refunds: refundsOf(booking), currency: booking.currency, rates: await bookingRates(booking) })
}

/** A cancelled booking as its look-up page tells it: its number and what its cancellation gave back. */
export type CancelledBooking = {
  readonly number: string
  /** Money was taken or held for it (false for a booking paid at pickup). */
  readonly wasCharged: boolean
  readonly givenBack: readonly GivenBack[]
}

/**
 * The booking named by the look-up cookies when it is cancelled (cancelled just now, or looked up
 * after it was), with the refunds and releases its cancellation recorded; undefined otherwise.
 */
export async function loadCancelledBooking(): Promise<CancelledBooking | undefined> {
  const access = await readManageAccess()
  if (!access) return undefined
  const booking = await findBookingByVoucherAndName({ payload: await payloadClient(), ...access })
  if (booking?.status !== 'cancelled') return undefined
  const givenBack = await givenBackOfBooking(booking)
  return {
    number: booking.number,
    wasCharged: chargesOf(booking).some((charge) => CHARGED.includes(charge.status)),
    givenBack: givenBack.filter((entry) => entry.reason === 'cancellation'),
  }
}
