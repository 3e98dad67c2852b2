import type { Payload } from 'payload'

import { convertMoney, type ExchangeRates } from '@/domain/exchange-rates'
import { amountToPay } from '@/domain/payment-amount'
import { paymentFail, type PaymentResult } from '@/domain/payments/payment-errors'
import type { Money } from '@/domain/money'
import { currentExchangeRates } from '@/server/exchange-rates'
import type { StoredBooking } from '@/server/rental/booking-view'

export type Settlement = {
  /** What is charged, in ISK minor units (rounded down to 2 decimals). */
  readonly amount: Money
  /** What that settles of the booking, in minor units of the booking currency. */
  readonly bookingAmount: number
}

/**
 * What a payment of this booking charges: in ISK at the rate locked on the booking (locked now,
 * from the current rates, if the booking has none yet), rounded down to 2 decimals; by default the
 * whole balance (total minus paid), or `requested` ISK minor units when given (at most the balance).
 */
export async function settlementFor(params: {
  payload: Payload
  booking: StoredBooking
  requested?: number | undefined
}): Promise<PaymentResult<Settlement>> {
  const { booking } = params
  const rates = await lockedRates(params.payload, booking)
  const total: Money = { amount: booking.totals?.total ?? 0, currency: booking.currency }
  const paid: Money = { amount: booking.totals?.totalPaid ?? 0, currency: booking.currency }
  const balance = Math.max(0, total.amount - paid.amount)
  const due = amountToPay({ total, paid, rates })
  if (!due.isOk) return paymentFail('BOOKING_NOT_PAYABLE')
  if (due.value.amount <= 0) return paymentFail('NOTHING_TO_PAY')
  if (params.requested === undefined || params.requested === due.value.amount) {
    return { isOk: true, value: { amount: due.value, bookingAmount: balance } }
  }
  if (params.requested > due.value.amount) return paymentFail('AMOUNT_TOO_HIGH', { balance: due.value.amount / 100 })
  const part = convertMoney({
    value: { amount: params.requested, currency: 'ISK' },
    to: booking.currency,
    rates,
    rounding: 'down',
  })
  if (!part.isOk) return paymentFail('BOOKING_NOT_PAYABLE')
  return {
    isOk: true,
    value: { amount: { amount: params.requested, currency: 'ISK' }, bookingAmount: part.value.amount },
  }
}

/**
 * The booking's exchange rates: ISK per EUR as locked on the booking (stored now when missing), the
 * other currencies from the current rates (prices are kept in EUR, so they rarely matter).
 */
async function lockedRates(payload: Payload, booking: StoredBooking): Promise<Partial<ExchangeRates>> {
  const { rates } = await currentExchangeRates()
  if (booking.exchangeRate) return { ...rates, ISK: booking.exchangeRate }
  await payload.update({ collection: 'bookings', id: booking.id, data: { exchangeRate: rates.ISK }, depth: 0 })
  return rates
}
