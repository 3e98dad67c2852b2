import { bookingCurrencyCoveredBy, bookingLedger, type RefundKind } from '../payments/booking-ledger'
import { PAYMENT_CURRENCY } from '../payments/payment-amount'
import type { PaymentStatusClass } from '../payments/payment-status'
import { convertMoney } from '../money/exchange-rates'
import { formatMoney } from '../money/money-format'
import type { CurrencyCode, Money } from '../money/money'
import { depositLines, type DeskDeposit } from './deposit-ledger'

/** A payment as recorded on a booking (minor units of its currency, ISK as charged). */
export type DeskPayment = {
  readonly transactionId: string
  readonly status: PaymentStatusClass
  readonly amount: Money
  readonly provider?: string | null | undefined
  readonly maskedPan?: string | null | undefined
  readonly createdAt: string
}

/** A refund or release as recorded on a booking. */
export type DeskRefund = {
  readonly transactionId: string
  readonly kind: RefundKind
  readonly reason: string
  readonly status: 'pending' | 'refunded' | 'released' | 'failed'
  readonly amount: Money
  readonly createdAt: string
  readonly completedAt?: string | null | undefined
}

/** One line of the ledger as staff read it: amounts formatted, in ISK as charged and in the booking's currency. */
export type DeskLedgerLine = {
  readonly at: string
  readonly what: string
  readonly status: string
  readonly reference: string
  readonly amount: string
  readonly inBookingCurrency: string
  /** Money in (a charge or hold) or out (a refund or release). */
  readonly isOut: boolean
}

/** Where the booking's money stands, formatted. */
export type DeskLedgerSummary = {
  readonly total: string
  readonly totalIsk: string
  readonly paid: string
  readonly paidIsk: string
  readonly heldIsk: string
  readonly due: string
  /** What is owed now, the later tolls and fines included (what a payment link charges). */
  readonly dueIsk: string
  /** The later tolls and fines not withdrawn (ADR 032), ISK; undefined without any. */
  readonly laterIsk: string | undefined
  /** "1 EUR = 143.111 ISK, locked when booked"; undefined when no rate is locked. */
  readonly rate: string | undefined
}

const LOCALE = 'en-GB'

const CHARGE_WHAT: Readonly<Record<PaymentStatusClass, string>> = {
  COLLECTED: 'Card charged',
  PREAUTH: 'Card pre-authorised (held)',
  PREAUTH_FAILED: 'Pre-authorisation failed',
  DECLINED: 'Card declined',
  FAILED: 'Payment failed',
}

/**
 * The booking's ledger for staff: every charge, hold, refund and release in time order, each in ISK
 * (the payment currency, as charged) and in the booking's currency at the rate locked on the
 * booking; and what the booking costs, what was paid, what is held and what is still owed, by the
 * same arithmetic the bookings module keeps totalPaid with (bookingLedger). A cancelled, declined or
 * expired booking owes nothing. Without a locked rate the booking-currency amounts are those
 * recorded on the booking.
 */
export function deskLedger(params: {
  currency: CurrencyCode
  total: number
  totalPaid: number
  exchangeRate: number | null | undefined
  payments: readonly DeskPayment[]
  refunds: readonly DeskRefund[]
  /** Cancelled, declined or expired: nothing more is owed. */
  isClosed?: boolean
  /** The rental deposit held on the card: its own lines, outside what the booking costs. */
  deposit?: DeskDeposit | undefined
  /** Later tolls and fines owed beyond the total (ADR 032), ISK minor units. */
  laterIsk?: number | undefined
}): {
  readonly lines: readonly DeskLedgerLine[]
  readonly summary: DeskLedgerSummary
  /** Whether anything is owed now, the later tolls and fines included (a payment link asks for it). */
  readonly isOwing: boolean
} {
  const { currency, exchangeRate } = params
  const rates = exchangeRate ? { EUR: 1, ISK: exchangeRate } : {}
  // ISK as charged reads as what it paid for, by the rule the summary's Paid follows.
  const inBooking = (value: Money): string => {
    if (value.currency === PAYMENT_CURRENCY) {
      const covered = bookingCurrencyCoveredBy(value.amount, currency, rates)
      return covered === undefined ? '—' : formatMoney({ amount: covered, currency }, LOCALE)
    }
    const converted = convertMoney({ value, to: currency, rates, rounding: 'down' })
    return converted.isOk ? formatMoney(converted.value, LOCALE) : '—'
  }
  const lines: DeskLedgerLine[] = [
    ...params.payments.map((payment) => ({
      at: payment.createdAt,
      what: CHARGE_WHAT[payment.status],
      status: payment.status,
      reference: [payment.transactionId, payment.maskedPan, payment.provider].filter(Boolean).join(' · '),
      amount: formatMoney(payment.amount, LOCALE),
      inBookingCurrency: inBooking(payment.amount),
      isOut: false,
    })),
    ...params.refunds.map((refund) => ({
      at: refund.createdAt,
      what: `${refund.kind === 'refund' ? 'Refund' : 'Release'} (${refund.reason})`,
      status: refund.status,
      reference: refund.transactionId,
      amount: `−${formatMoney(refund.amount, LOCALE)}`,
      inBookingCurrency: `−${inBooking(refund.amount)}`,
      isOut: true,
    })),
    ...depositLines(params.deposit).map((line) => ({
      ...line,
      amount: `${line.isOut ? '−' : ''}${formatMoney(line.amount, LOCALE)}`,
      inBookingCurrency: `${line.isOut ? '−' : ''}${inBooking(line.amount)}`,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at))
  const total: Money = { amount: params.total, currency }
  const ledger = bookingLedger({
    total,
    charges: params.payments,
    refunds: params.refunds,
    rates,
    laterIsk: params.laterIsk,
  })
  const isk = (amount: number | undefined) =>
    amount === undefined ? '—' : formatMoney({ amount, currency: PAYMENT_CURRENCY }, LOCALE)
  const totalPaid = ledger?.totalPaid ?? params.totalPaid
  const laterIsk = Math.max(0, params.laterIsk ?? 0)
  const isOwing = !params.isClosed && (ledger ? ledger.dueIsk > 0 : params.total > params.totalPaid || laterIsk > 0)
  return {
    lines,
    isOwing,
    summary: {
      total: formatMoney(total, LOCALE),
      totalIsk: isk(ledger?.totalIsk),
      paid: formatMoney({ amount: totalPaid, currency }, LOCALE),
      paidIsk: isk(ledger?.paidIsk),
      heldIsk: isk(ledger?.heldIsk),
      due: formatMoney({ amount: params.isClosed ? 0 : Math.max(0, params.total - totalPaid), currency }, LOCALE),
      dueIsk: isk(params.isClosed ? 0 : ledger?.dueIsk),
      laterIsk: laterIsk > 0 ? isk(laterIsk) : undefined,
      rate:
        exchangeRate && currency !== PAYMENT_CURRENCY
          ? `1 ${currency} = ${exchangeRate} ISK, locked when booked`
          : undefined,
    },
  }
}
