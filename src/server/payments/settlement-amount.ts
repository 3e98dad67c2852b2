import 'server-only'

import type { Payload } from 'payload'

import { failWith, type Result } from '@/domain/errors/result'
import { convertMoney } from '@/domain/money/exchange-rates'
import { checkPaymentAmount } from '@/domain/payments/payment-amount-rules'
import { PAYMENT_CURRENCY } from '@/domain/payments/payment-amount'
import type { Money } from '@/domain/money/money'

import { ledgerOf, paymentRates, type MoneyBooking } from '@/server/bookings/money/booking-money'

export type Settlement = {
  /** What is charged, in ISK minor units. */
  readonly amount: Money
  /** What that comes to in the booking currency (for the record; totalPaid is derived from ISK). */
  readonly bookingAmount: number
}

/**
 * What a payment of this booking charges, in ISK at the rate locked on the booking: by default the
 * whole balance due, or `requested` ISK minor units when given, between the minimum (1,000 ISK, or
 * the balance when less) and the balance. The balance is the booking total in ISK less what its
 * recorded charges and refunds leave paid, so each payment is credited exactly as charged.
 */
export async function settlementFor(params: {
  payload: Payload
  booking: MoneyBooking
  requested?: number | undefined
}): Promise<Result<Settlement>> {
  const { booking } = params
  const rates = await paymentRates(params.payload, booking)
  const ledger = ledgerOf(booking, rates)
  if (!ledger) return failWith('BOOKING_NOT_PAYABLE')
  const checked = checkPaymentAmount({ requested: params.requested, dueIsk: ledger.dueIsk })
  if (!checked.isOk) return checked
  const amount: Money = { amount: checked.value, currency: PAYMENT_CURRENCY }
  const total = booking.totals?.total ?? 0
  const inBookingCurrency = convertMoney({ value: amount, to: booking.currency, rates, rounding: 'down' })
  const bookingAmount =
    checked.value === ledger.dueIsk
      ? Math.max(0, total - ledger.totalPaid)
      : Math.min(total, inBookingCurrency.isOk ? inBookingCurrency.value.amount : 0)
  return { isOk: true, value: { amount, bookingAmount } }
}
