/**
 * The money invariants, judged from one snapshot of the database (DESIGN "Money invariants"): the
 * provider's ledger (what it really took and gave back) against what our bookings record.
 */
import type { BookingRow, ProviderCharge, Snapshot } from './db-reader'
import type { Verdict } from './verdict'

/**
 * Statuses in which a booking keeps no money, but for a cancelled one its recorded late-cancellation
 * fee (one rental day kept of what was paid; 0 when it was cancelled free of charge).
 */
const CLOSED_STATUSES = new Set(['cancelled', 'declined', 'expired'])
const SHOWN = 6

/** The booking total in ISK minor units at its locked rate (src/server/payments/settlement-amount.ts). */
export function totalIsk(booking: BookingRow): number | undefined {
  if (booking.total === undefined) return undefined
  if (booking.currency === 'ISK') return booking.total
  if (booking.currency !== 'EUR' || !booking.exchangeRate) return undefined
  return Math.floor(booking.total * booking.exchangeRate + 1e-6)
}

/** What the provider keeps of a charge: taken or held, less what it gave back. */
const kept = (charge: ProviderCharge) => charge.amount - charge.refunded

function keptPerBooking(snapshot: Snapshot): Map<number, number> {
  const perBooking = new Map<number, number>()
  for (const charge of snapshot.charges) {
    if (charge.bookingId === undefined) continue
    perBooking.set(charge.bookingId, (perBooking.get(charge.bookingId) ?? 0) + kept(charge))
  }
  return perBooking
}

export function collectedAreRecorded(snapshot: Snapshot): Verdict {
  const recorded = new Set(
    snapshot.payments
      .filter((payment) => payment.status === 'COLLECTED' || payment.status === 'PREAUTH')
      .map((payment) => `${payment.bookingId}:${payment.transactionId}`),
  )
  const orphans = snapshot.charges.filter((charge) => charge.bookingId === undefined)
  const missing = snapshot.charges.filter(
    (charge) => charge.bookingId !== undefined && !recorded.has(`${charge.bookingId}:${charge.transactionId}`),
  )
  const bad = [...orphans, ...missing]
  return {
    key: 'charges-recorded',
    name: 'every payment the provider collected is recorded on its booking',
    isHeld: bad.length === 0,
    figures: `provider collected ${snapshot.charges.length}, recorded ${snapshot.charges.length - bad.length}, not recorded ${missing.length}, on no booking ${orphans.length}`,
    examples: bad.slice(0, SHOWN).map((charge) => `${charge.transactionId} → booking ${charge.bookingId ?? 'none'}`),
  }
}

export function noneOvercharged(snapshot: Snapshot): Verdict {
  const over: string[] = []
  let judged = 0
  for (const [bookingId, amount] of keptPerBooking(snapshot)) {
    const booking = snapshot.bookings.get(bookingId)
    const total = booking && totalIsk(booking)
    judged += 1
    if (total === undefined) over.push(`booking ${bookingId}: provider keeps ${amount}, total in ISK unknown`)
    else if (amount > total) over.push(`booking ${bookingId}: provider keeps ${amount} > total ${total} ISK`)
  }
  return {
    key: 'not-overcharged',
    name: 'no booking charged more than its total at the provider',
    isHeld: over.length === 0,
    figures: `bookings with money at the provider ${judged}, over their total ${over.length}`,
    examples: over.slice(0, SHOWN),
  }
}

export function refundsSettled(snapshot: Snapshot): Verdict {
  const pending = snapshot.refunds.filter((refund) => refund.status === 'pending')
  const done = new Map<string, number>()
  for (const refund of snapshot.refunds) {
    if (refund.status !== 'refunded' && refund.status !== 'released') continue
    done.set(refund.transactionId, (done.get(refund.transactionId) ?? 0) + refund.amount)
  }
  const mismatched = snapshot.charges.filter((charge) => charge.refunded !== (done.get(charge.transactionId) ?? 0))
  return {
    key: 'refunds-settled',
    name: 'no refund pending, and the provider refunded what the bookings record',
    isHeld: pending.length === 0 && mismatched.length === 0,
    figures: `refunds recorded ${snapshot.refunds.length}, pending ${pending.length}, provider ≠ recorded ${mismatched.length}`,
    examples: [
      ...pending.slice(0, SHOWN).map((refund) => `pending: booking ${refund.bookingId} ${refund.amount} ISK`),
      ...mismatched
        .slice(0, SHOWN)
        .map(
          (charge) =>
            `${charge.transactionId} (booking ${charge.bookingId ?? 'none'}): provider refunded ${charge.refunded}, recorded ${done.get(charge.transactionId) ?? 0}`,
        ),
    ],
  }
}

export function nothingKeptOnClosed(snapshot: Snapshot): Verdict {
  const closed = [...snapshot.bookings.values()].filter((booking) => CLOSED_STATUSES.has(booking.status))
  const perBooking = keptPerBooking(snapshot)
  const allowed = (booking: BookingRow) => (booking.status === 'cancelled' ? booking.cancellationFee : 0)
  const wrong = closed.filter((booking) => (perBooking.get(booking.id) ?? 0) !== allowed(booking))
  const withFee = closed.filter((booking) => allowed(booking) > 0)
  return {
    key: 'nothing-kept-when-closed',
    name: 'no money kept on a cancelled, declined or expired booking but exactly its recorded cancellation fee',
    isHeld: wrong.length === 0,
    figures: `closed bookings ${closed.length}, with a cancellation fee ${withFee.length}, keeping other than allowed ${wrong.length}`,
    examples: wrong
      .slice(0, SHOWN)
      .map(
        (booking) =>
          `booking ${booking.id} (${booking.status}): provider keeps ${perBooking.get(booking.id) ?? 0} ISK, fee recorded ${allowed(booking)} ISK`,
      ),
  }
}
