import 'server-only'

import { twoCurrencies, type TwoCurrencies } from '@/domain/booking/cancellation-notice'
import { givenBackOf, type GivenBack } from '@/domain/booking/manage-refunds'
import { bookingRates } from '@/server/bookings/money/booking-rates'
import { chargesOf, refundsOf } from '@/server/bookings/money/booking-money'
import { findBookingByVoucherAndName } from '@/server/bookings/booking-load'
import { payloadClient } from '@/server/payload'

import { readManageAccess } from './manage-cookies'

/** Payment statuses in which money was taken or held. */
const CHARGED: readonly string[] = ['COLLECTED', 'PREAUTH']

/** A cancelled booking as its look-up page tells it: its number and what its cancellation gave back. */
export type CancelledBooking = {
  readonly number: string
  /** Money was taken or held for it (false for a booking paid at pickup). */
  readonly wasCharged: boolean
  readonly givenBack: readonly GivenBack[]
  /** The late-cancellation fee kept (one rental day), in the booking's currency and ISK as charged; undefined when free. */
  readonly kept: TwoCurrencies | undefined
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
  const rates = await bookingRates(booking)
  const givenBack = givenBackOf({ refunds: refundsOf(booking), currency: booking.currency, rates })
  const keptIsk = booking.cancellationFee?.amount ?? 0
  return {
    number: booking.number,
    wasCharged: chargesOf(booking).some((charge) => CHARGED.includes(charge.status)),
    givenBack: givenBack.filter((entry) => entry.reason === 'cancellation'),
    kept: keptIsk > 0 ? twoCurrencies({ isk: keptIsk, currency: booking.currency, rates }) : undefined,
  }
}
