/**
 * The e-mail invariants: every booking of this run that was paid (or saved to pay at pickup) has
 * exactly one confirmation, every cancelled one exactly one cancellation e-mail, and the outbox
 * rows and the .eml files in DATA_DIR/outbox name each other one to one.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import type { BookingRow, Snapshot } from './db-reader'
import type { Verdict } from './verdict'

const SHOWN = 6
/** Saved bookings; a held one was never confirmed, an expired pay-now one never paid. */
const SAVED_STATUSES = new Set(['confirmed', 'cancelled'])
const PAY_AT_PICKUP = '2'

function mailsPerBooking(snapshot: Snapshot, kind: string): Map<number, number> {
  const counts = new Map<number, number>()
  for (const row of snapshot.outbox) {
    if (row.kind !== kind || row.bookingId === undefined) continue
    counts.set(row.bookingId, (counts.get(row.bookingId) ?? 0) + 1)
  }
  return counts
}

/**
 * Whether the booking was paid: the provider took money for it that did not go straight back
 * because the booking could no longer take it (a 'not-payable' refund), or it was saved to pay at pickup.
 */
function isOwedConfirmation(booking: BookingRow, snapshot: Snapshot): boolean {
  if (booking.bookingType === PAY_AT_PICKUP) return SAVED_STATUSES.has(booking.status)
  const givenStraightBack = new Set(
    snapshot.refunds.filter((refund) => refund.reason === 'not-payable').map((refund) => refund.transactionId),
  )
  return snapshot.charges.some(
    (charge) => charge.bookingId === booking.id && !givenStraightBack.has(charge.transactionId),
  )
}

/** What the database holds of a booking, to tell why an e-mail was or was not owed. */
function bookingFacts(id: number, snapshot: Snapshot): string {
  const booking = snapshot.bookings.get(id)
  const payments = snapshot.payments.filter((payment) => payment.bookingId === id)
  const refunds = snapshot.refunds.filter((refund) => refund.bookingId === id)
  const charges = snapshot.charges.filter((charge) => charge.bookingId === id)
  return [
    `type ${booking?.bookingType ?? '?'}, ${booking?.status ?? '?'}`,
    `recorded payments: ${payments.map((payment) => `${payment.transactionId} ${payment.status} ${payment.amount}`).join(', ') || 'none'}`,
    `refunds: ${refunds.map((refund) => `${refund.transactionId} ${refund.kind} ${refund.reason} ${refund.status}`).join(', ') || 'none'}`,
    `at the provider: ${charges.map((charge) => `${charge.transactionId} ${charge.amount}`).join(', ') || 'none'}`,
  ].join('; ')
}

export function oneConfirmationEach(snapshot: Snapshot): Verdict {
  const sent = mailsPerBooking(snapshot, 'booking-confirmation')
  const runBookings = [...snapshot.bookings.values()].filter((booking) => booking.isFromThisRun)
  const owed = runBookings.filter((booking) => isOwedConfirmation(booking, snapshot))
  const owedIds = new Set(owed.map((booking) => booking.id))
  const missing = owed.filter((booking) => (sent.get(booking.id) ?? 0) === 0)
  const twice = [...sent].filter(([, count]) => count > 1)
  const unowed = [...sent.keys()].filter((id) => !owedIds.has(id) && snapshot.bookings.get(id)?.isFromThisRun)
  return {
    key: 'one-confirmation',
    name: 'exactly one confirmation e-mail per booking paid or saved to pay at pickup',
    isHeld: missing.length === 0 && twice.length === 0 && unowed.length === 0,
    figures: `owed ${owed.length}, sent ${[...sent.values()].reduce((a, b) => a + b, 0)}, missing ${missing.length}, more than once ${twice.length}, for an unpaid booking ${unowed.length}`,
    examples: [
      ...missing.slice(0, SHOWN).map((booking) => `missing: booking ${booking.id} (${booking.status})`),
      ...twice.slice(0, SHOWN).map(([id, count]) => `booking ${id}: ${count} confirmations`),
      ...unowed
        .slice(0, SHOWN)
        .map((id) => `booking ${id}: confirmation without a payment (${bookingFacts(id, snapshot)})`),
    ],
  }
}

export function oneCancellationEach(snapshot: Snapshot): Verdict {
  const sent = mailsPerBooking(snapshot, 'booking-cancellation')
  const cancelled = [...snapshot.bookings.values()].filter(
    (booking) => booking.isFromThisRun && booking.status === 'cancelled',
  )
  const wrong = cancelled.filter((booking) => sent.get(booking.id) !== 1)
  const notCancelled = [...sent.keys()].filter((id) => snapshot.bookings.get(id)?.status !== 'cancelled')
  return {
    key: 'one-cancellation-mail',
    name: 'exactly one cancellation e-mail per cancelled booking',
    isHeld: wrong.length === 0 && notCancelled.length === 0,
    figures: `cancelled ${cancelled.length}, e-mails ${[...sent.values()].reduce((a, b) => a + b, 0)}, not exactly one ${wrong.length}, for a booking not cancelled ${notCancelled.length}`,
    examples: [
      ...wrong
        .slice(0, SHOWN)
        .map((booking) => `booking ${booking.id}: ${sent.get(booking.id) ?? 0} cancellation e-mails`),
      ...notCancelled
        .slice(0, SHOWN)
        .map((id) => `booking ${id}: cancellation e-mail, status ${snapshot.bookings.get(id)?.status}`),
    ],
  }
}

export function outboxFilesMatch(snapshot: Snapshot, dataDir: string): Verdict {
  const folder = path.join(dataDir, 'outbox')
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.eml')) : []
  const named = new Set(snapshot.outbox.map((row) => path.resolve(row.filePath)))
  const withoutFile = snapshot.outbox.filter((row) => !existsSync(row.filePath))
  const withoutRow = files.filter((name) => !named.has(path.resolve(folder, name)))
  return {
    key: 'outbox-files',
    name: 'every outbox row has its .eml file and every .eml file its row',
    isHeld: withoutFile.length === 0 && withoutRow.length === 0,
    figures: `rows ${snapshot.outbox.length}, files ${files.length}, rows without a file ${withoutFile.length}, files without a row ${withoutRow.length}`,
    examples: [
      ...withoutFile.slice(0, SHOWN).map((row) => `no file: ${path.basename(row.filePath)}`),
      ...withoutRow.slice(0, SHOWN).map((name) => `no row: ${name}`),
    ],
  }
}
