import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { isCurrencyCode, type Money } from '@/domain/money/money'
import {
  bookingLedger,
  type BookingLedger,
  type LedgerCharge,
  type RecordedRefund,
} from '@/domain/payments/booking-ledger'
import type { Booking } from '@/payload-types'
import { laterChargesOwed } from '@/domain/bookings/later-charges'
import { currentExchangeRates } from '@/server/exchange-rates'

/** The parts of a booking its money is read from. */
export type MoneyBooking = Pick<
  Booking,
  'id' | 'number' | 'status' | 'heldUntil' | 'currency' | 'totals' | 'payments' | 'refunds'
> & {
  readonly exchangeRate?: number | null | undefined
  /** Tolls and fines owed beyond the total (ADR 032). */
  readonly laterCharges?: Booking['laterCharges'] | undefined
}

export type BookingRefundEntry = NonNullable<Booking['refunds']>[number]
export type BookingPaymentEntry = NonNullable<Booking['payments']>[number]

function moneyOf(amount: number, currency: string): Money {
  return { amount, currency: isCurrencyCode(currency) ? currency : 'ISK' }
}

export function chargesOf(booking: Pick<MoneyBooking, 'payments'>): LedgerCharge[] {
  return (booking.payments ?? []).map((payment) => ({
    transactionId: payment.transactionId,
    status: payment.status,
    amount: moneyOf(payment.amount, payment.currency),
  }))
}

export function refundsOf(booking: Pick<MoneyBooking, 'refunds'>): RecordedRefund[] {
  return (booking.refunds ?? []).map((refund) => ({
    transactionId: refund.transactionId,
    kind: refund.kind,
    reason: refund.reason,
    status: refund.status,
    amount: moneyOf(refund.amount, refund.currency),
    createdAt: refund.createdAt,
  }))
}

/**
 * The rates a booking's payments use: ISK per EUR as locked on the booking (stored now when it has
 * none yet), the other currencies from the current rates (prices are kept in EUR, so they rarely
 * matter). Read before a write transaction: the rates service may be a network call.
 */
export async function paymentRates(payload: Payload, booking: MoneyBooking): Promise<Partial<ExchangeRates>> {
  const { rates } = await currentExchangeRates()
  if (booking.exchangeRate) return { ...rates, ISK: booking.exchangeRate }
  await payload.update({ collection: 'bookings', id: booking.id, data: { exchangeRate: rates.ISK }, depth: 0 })
  return rates
}

/** Where the booking's money stands (see bookingLedger); undefined without a usable rate. */
export function ledgerOf(
  booking: MoneyBooking,
  rates: Partial<ExchangeRates>,
  overrides: { payments?: readonly BookingPaymentEntry[]; refunds?: readonly BookingRefundEntry[] } = {},
): BookingLedger | undefined {
  const view: MoneyBooking = {
    ...booking,
    payments: overrides.payments ? [...overrides.payments] : booking.payments,
    refunds: overrides.refunds ? [...overrides.refunds] : booking.refunds,
  }
  return bookingLedger({
    total: moneyOf(booking.totals?.total ?? 0, booking.currency),
    charges: chargesOf(view),
    refunds: refundsOf(view),
    rates,
    laterIsk: laterOwedOf(booking),
  })
}

/** What the booking's tolls and fines not withdrawn add to what is owed, ISK minor units (ADR 032). */
export function laterOwedOf(booking: Pick<MoneyBooking, 'laterCharges'>): number {
  return laterChargesOwed(
    (booking.laterCharges ?? []).map((charge) => ({
      status: charge.status,
      amount: charge.amount,
      handlingFee: charge.handlingFee ?? 0,
    })),
  )
}

/**
 * Writes the booking's payments and refunds with the totals derived from them (totalPaid and the
 * most that may be paid now, nothing once the booking is no longer confirmed), inside the caller's
 * transaction.
 */
export async function writeBookingMoney(params: {
  payload: Payload
  booking: MoneyBooking
  payments: readonly BookingPaymentEntry[]
  refunds: readonly BookingRefundEntry[]
  rates: Partial<ExchangeRates>
  status?: 'cancelled' | undefined
  /** With the cancellation: the fee kept of what was paid, ISK minor units (0 when free). */
  cancellationFeeIsk?: number | undefined
  req: Partial<PayloadRequest>
}): Promise<void> {
  const { payload, booking } = params
  const ledger = ledgerOf(booking, params.rates, { payments: params.payments, refunds: params.refunds })
  const totals = booking.totals ?? {}
  const totalPaid = ledger?.totalPaid ?? totals.totalPaid ?? 0
  const isPayable = (params.status ?? booking.status) === 'confirmed'
  const maximumPaymentAmount = isPayable ? Math.max(0, (totals.total ?? 0) - totalPaid) : 0
  await payload.update({
    collection: 'bookings',
    id: booking.id,
    req: params.req,
    depth: 0,
    data: {
      ...(params.status && { status: params.status }),
      ...(params.cancellationFeeIsk !== undefined && {
        cancellationFee: { amount: params.cancellationFeeIsk, currency: 'ISK' as const },
      }),
      payments: [...params.payments],
      refunds: [...params.refunds],
      totals: { ...totals, totalPaid, maximumPaymentAmount },
    },
  })
}

/** A booking as the money code reads it (the whole document), inside a transaction when `req` is given. */
export function readMoneyBooking(payload: Payload, bookingId: number, req?: Partial<PayloadRequest>): Promise<Booking> {
  return payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, ...(req && { req }) })
}
