import type { Payload } from 'payload'

import { deskDepositOf } from '../../../domain/bookings/deposit-ledger'
import { deskLedger, type DeskPayment, type DeskRefund } from '../../../domain/bookings/desk-ledger'
import { laterChargesOwed } from '../../../domain/bookings/later-charges'
import { bookingTimeline } from '../../../domain/bookings/timeline'
import { isCurrencyCode, type CurrencyCode, type Money } from '../../../domain/money/money'
import type { Booking } from '../../../payload-types'
import { loadChangeOptions } from './change-options'
import { staffTime } from './desk-format'

/** What the booking page shows of a booking: its people, its handover, its money and its story, formatted. */
export type BookingPageData = NonNullable<Awaited<ReturnType<typeof loadBookingPage>>>

function currencyOf(value: string | null | undefined): CurrencyCode {
  return value && isCurrencyCode(value) ? value : 'ISK'
}

function moneyOf(amount: number, currency: string | null | undefined): Money {
  return { amount, currency: currencyOf(currency) }
}

export function paymentsOf(booking: Booking): DeskPayment[] {
  return (booking.payments ?? []).map((payment) => ({
    transactionId: payment.transactionId,
    status: payment.status,
    amount: moneyOf(payment.amount, payment.currency),
    provider: payment.provider,
    maskedPan: payment.maskedPan,
    createdAt: payment.createdAt,
  }))
}

export function refundsOf(booking: Booking): DeskRefund[] {
  return (booking.refunds ?? []).map((refund) => ({
    transactionId: refund.transactionId,
    kind: refund.kind,
    reason: refund.reason,
    status: refund.status,
    amount: moneyOf(refund.amount, refund.currency),
    createdAt: refund.createdAt,
    completedAt: refund.completedAt,
  }))
}

type Named = { name?: string | null; model?: string | null; registration?: string | null; code?: string | null }

function named(ref: unknown, field: keyof Named): string {
  return typeof ref === 'object' && ref !== null ? ((ref as Named)[field] ?? '') : ''
}

/**
 * Reads one booking for the booking page (staff read bookings; nothing here writes): the booking,
 * its after-effects (e-mails sent) and its audit trail, turned into the ledger and the timeline.
 * Undefined when there is no such booking.
 */
export async function loadBookingPage(payload: Payload, bookingId: number) {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 1, disableErrors: true })
  if (!booking) return undefined
  const [effects, audit, changeOptions] = await Promise.all([
    payload.find({
      collection: 'booking-effects',
      where: { booking: { equals: bookingId } },
      sort: 'createdAt',
      limit: 500,
      depth: 0,
    }),
    payload.find({
      collection: 'audit-entries',
      where: { booking: { equals: bookingId } },
      sort: 'createdAt',
      limit: 500,
      depth: 0,
    }),
    booking.status === 'confirmed' ? loadChangeOptions(payload, booking) : undefined,
  ])
  const payments = paymentsOf(booking)
  const refunds = refundsOf(booking)
  const currency = currencyOf(booking.currency)
  const ledger = deskLedger({
    currency,
    total: booking.totals?.total ?? 0,
    totalPaid: booking.totals?.totalPaid ?? 0,
    exchangeRate: booking.exchangeRate,
    payments,
    refunds,
    isClosed: ['cancelled', 'declined', 'expired'].includes(booking.status),
    deposit: deskDepositOf(booking.deposit),
    laterIsk: laterChargesOwed(booking.laterCharges ?? []),
  })
  const timeline = bookingTimeline({
    createdAt: booking.createdAt,
    payments,
    refunds,
    effects: effects.docs.map((effect) => ({
      kind: effect.kind,
      mail: (effect.input as { mail?: string } | null)?.mail,
      status: effect.status,
      attempts: effect.attempts,
      doneAt: effect.doneAt,
      updatedAt: effect.updatedAt,
    })),
    staffActions: audit.docs.map((entry) => ({
      action: entry.action,
      actorEmail: entry.actorEmail,
      reason: entry.reason,
      createdAt: entry.createdAt,
    })),
  }).map((event) => ({ ...event, when: staffTime(event.at) }))
  const client = booking.client
  return {
    id: booking.id,
    number: booking.number,
    voucherNumber: booking.voucherNumber,
    status: booking.status,
    isPayNow: booking.bookingType === '3',
    hasPaid: payments.some((payment) => payment.status === 'COLLECTED'),
    // What the ledger owes, later tolls and fines included (the payment link asks for them too).
    isOwing: ledger.isOwing,
    changeOptions,
    customer: [client?.firstName, client?.lastName].filter(Boolean).join(' ') || '—',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    flightNumber: client?.flightNumber ?? '',
    pickup: { when: staffTime(booking.dateOut), office: named(booking.officeOut, 'name') },
    return: { when: staffTime(booking.dateIn), office: named(booking.officeIn, 'name') },
    car: named(booking.carCategory, 'model'),
    plate: named(booking.vehicle, 'registration'),
    drivers: (booking.drivers ?? []).map((driver) => ({
      name: `${driver.firstName} ${driver.lastName}`,
      licence: driver.licenseNumber ?? '',
      isAdditional: driver.isAdditional ?? false,
    })),
    deposit: deskDepositOf(booking.deposit),
    ledger: { summary: ledger.summary, lines: ledger.lines.map((line) => ({ ...line, when: staffTime(line.at) })) },
    timeline,
    audit: audit.docs.map((entry) => ({
      id: entry.id,
      when: staffTime(entry.createdAt),
      actor: entry.actorEmail,
      action: entry.action,
      reason: entry.reason ?? '',
    })),
  }
}
