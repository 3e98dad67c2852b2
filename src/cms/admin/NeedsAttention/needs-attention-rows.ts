import type { Payload } from 'payload'

import { formatMoney } from '../../../domain/money/money-format'
import { isCurrencyCode } from '../../../domain/money/money'
import { OVERDUE_ATTEMPT_MINUTES, refundOfKey, refundsNeedingAttention } from '../../../domain/bookings/needs-attention'
import { overdueLaterCharges, UNPAID_LATER_CHARGE_DAYS } from '../../../domain/bookings/later-charges'
import { deskLaterCharges } from '../CheckIn/desk-later-charges'
import type { AttentionRow } from './NeedsAttentionTable'

/**
 * What needs staff, read for the needs-attention view and the bookings console's filter: effects
 * given up, payments without an outcome long after they began, refunds refused or unconfirmed, later
 * tolls and fines still unpaid weeks after the renter was told (ADR 032).
 */
export async function loadNeedsAttention(payload: Payload) {
  const now = Date.now()
  const [effects, attempts, refunds, later] = await Promise.all([
    effectRows(payload),
    attemptRows(payload, now),
    refundRows(payload, now),
    laterChargeRows(payload, now),
  ])
  return { effects, attempts, refunds, later }
}

type BookingRef = { id: number; number: string; refunds?: RefundRecord[] | null } | number | null | undefined
type RefundRecord = {
  transactionId: string
  kind: string
  reason: string
  amount: number
  currency?: string | null
  status: string
  createdAt: string
}

function bookingOf(ref: BookingRef): { id: number; number: string; refunds: RefundRecord[] } | undefined {
  return typeof ref === 'object' && ref ? { id: ref.id, number: ref.number, refunds: ref.refunds ?? [] } : undefined
}

function isk(amount: number | undefined, currency?: string | null): string {
  if (amount === undefined) return '—'
  return formatMoney({ amount, currency: currency && isCurrencyCode(currency) ? currency : 'ISK' }, 'en-GB')
}

async function effectRows(payload: Payload): Promise<AttentionRow[]> {
  const { docs } = await payload.find({
    collection: 'booking-effects',
    where: { status: { equals: 'needs-attention' } },
    sort: '-updatedAt',
    limit: 200,
    depth: 1,
  })
  return docs.map((effect) => {
    const booking = bookingOf(effect.booking as BookingRef)
    const input = effect.input as {
      refundKey?: string
      mail?: string
      notice?: string
      transactionId?: string
      step?: string
    } | null
    const refund = input?.refundKey && booking ? refundOfKey(booking.refunds, input.refundKey) : undefined
    return {
      key: `effect-${effect.id}`,
      booking,
      what: input?.mail
        ? `E-mail: ${input.mail}`
        : effect.kind === 'give-back'
          ? `Give back (${refund?.kind ?? 'refund'})`
          : effect.kind === 'provider-notice'
            ? `Provider: ${input?.notice ?? ''} on payment ${input?.transactionId ?? ''}`
            : effect.kind === 'deposit'
              ? `Deposit hold: ${input?.step ?? 'capture or release'}`
              : 'Close a payment',
      amount: refund ? isk(refund.amount, refund.currency) : '—',
      detail: `${effect.lastError ?? ''} (${effect.attempts} tries)`,
      at: effect.updatedAt,
    }
  })
}

async function attemptRows(payload: Payload, now: number): Promise<AttentionRow[]> {
  const { docs } = await payload.find({
    collection: 'payment-attempts',
    where: {
      and: [
        { status: { in: ['pending', 'challenge'] } },
        { createdAt: { less_than: new Date(now - OVERDUE_ATTEMPT_MINUTES * 60_000).toISOString() } },
      ],
    },
    sort: 'createdAt',
    limit: 200,
    depth: 1,
  })
  return docs.map((attempt) => ({
    key: `attempt-${attempt.id}`,
    booking: bookingOf(attempt.booking as BookingRef),
    what: `Payment ${attempt.reference} (${attempt.provider})`,
    amount: isk(attempt.amount, attempt.currency),
    detail: attempt.status === 'challenge' ? 'Card check left open' : 'The provider has not been reached',
    at: attempt.createdAt,
  }))
}

async function refundRows(payload: Payload, now: number): Promise<AttentionRow[]> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { 'refunds.status': { in: ['failed', 'pending'] } },
    limit: 200,
    depth: 0,
  })
  return docs.flatMap((booking) =>
    refundsNeedingAttention(booking.refunds ?? [], now).map((refund, index) => ({
      key: `refund-${booking.id}-${index}`,
      booking: { id: booking.id, number: booking.number },
      what: `${refund.kind === 'refund' ? 'Refund' : 'Release'} for ${refund.reason}`,
      amount: isk(refund.amount, refund.currency),
      detail: refund.status === 'failed' ? 'Refused by the provider' : 'Not confirmed by the provider yet',
      at: refund.createdAt,
    })),
  )
}

async function laterChargeRows(payload: Payload, now: number): Promise<AttentionRow[]> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { 'laterCharges.status': { equals: 'owed' } },
        { 'laterCharges.addedAt': { less_than: new Date(now - UNPAID_LATER_CHARGE_DAYS * 86_400_000).toISOString() } },
      ],
    },
    // Every one: a paid charge keeps its status owed (paid is derived), so a page could hold only paid ones.
    pagination: false,
    depth: 0,
  })
  return docs.flatMap((booking) =>
    overdueLaterCharges(deskLaterCharges(booking), now).map((charge) => ({
      key: `later-${booking.id}-${charge.id}`,
      booking: { id: booking.id, number: booking.number },
      what: `${charge.kind === 'toll' ? 'Toll' : 'Fine'} ${charge.reference}`,
      // What is still unpaid of it (a part may be paid).
      amount: isk(charge.unpaid),
      detail: `Not paid ${String(UNPAID_LATER_CHARGE_DAYS)} days after the renter was told (added by ${charge.addedBy})`,
      at: charge.addedAt,
    })),
  )
}
