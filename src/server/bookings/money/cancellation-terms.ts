import 'server-only'

import { cancellationTerms, oneRentalDay, type CancellationTerms } from '@/domain/booking/cancellation'
import type { ExchangeRates } from '@/domain/money/exchange-rates'
import type { Money } from '@/domain/money/money'
import { refundableOf } from '@/domain/payments/booking-ledger'
import { rentalDays } from '@/domain/time/rental-days'
import type { Booking } from '@/payload-types'

import { chargesOf, refundsOf } from './booking-money'

/** The parts of a booking its cancellation terms are computed from. */
export type TermsBooking = Pick<
  Booking,
  'status' | 'dateOut' | 'dateIn' | 'currency' | 'totals' | 'payments' | 'refunds' | 'checkOut'
>

/**
 * The cancellation terms of a booking at `now` (see cancellationTerms), from the booking's own
 * data only (a recorded check-out closes them: the car has left the lot): its rent over its rental days is the day the fee charges, and what is collected on it
 * (each payment less what was refunded of it, ISK as charged) is what the fee is kept from. The
 * cancel command, manage, the confirmation, the e-mails and the voucher all read them here.
 */
export function termsOfBooking(params: {
  booking: TermsBooking
  now: Date
  freeHours: number
  rates: Partial<ExchangeRates>
}): CancellationTerms {
  const { booking } = params
  const refunds = refundsOf(booking)
  const paidIsk = chargesOf(booking)
    .filter((charge) => charge.status === 'COLLECTED')
    .reduce((sum, charge) => sum + refundableOf(charge, refunds), 0)
  return cancellationTerms({
    status: booking.status,
    pickupAt: new Date(booking.dateOut),
    now: params.now,
    freeHours: params.freeHours,
    dayPrice: dayPriceOf(booking),
    paidIsk,
    rates: params.rates,
    // The car has left the lot (a check-out recorded, perhaps before the pickup time): the rental has started.
    isHandedOver: Boolean(booking.checkOut?.recordedAt),
  })
}

/** One rental day of the booking (see oneRentalDay): its rent over its rental days, in its currency. */
export function dayPriceOf(booking: Pick<TermsBooking, 'dateOut' | 'dateIn' | 'currency' | 'totals'>): Money {
  const days = rentalDays({ pickupAt: new Date(booking.dateOut), returnAt: new Date(booking.dateIn) })
  return oneRentalDay({
    rent: { amount: booking.totals?.totalRent ?? 0, currency: booking.currency },
    days: days.isOk ? days.value : 1,
  })
}
