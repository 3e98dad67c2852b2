/**
 * What the run prints at the end: counts per scenario (from what the visitors saw and what the
 * database holds), the answer times of each stall, and every invariant with its counts.
 */
import type { Snapshot } from './db-reader'
import type { StallTimings } from './stall-invariants'
import { allTallies, testBookings } from './tally'
import { table } from './table'
import type { Verdict } from './verdict'

const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`)

export function scenarioTable(snapshot: Snapshot): string {
  const scenarioOf = new Map(testBookings().map((booking) => [booking.id, booking.scenario]))
  const count = <T>(items: readonly T[], scenario: string, bookingOf: (item: T) => number | undefined) =>
    items.filter((item) => {
      const id = bookingOf(item)
      return id !== undefined && scenarioOf.get(id) === scenario
    }).length
  const rows = allTallies().map((tally) => {
    const mails = (kind: string) =>
      count(
        snapshot.outbox.filter((row) => row.kind === kind),
        tally.name,
        (row) => row.bookingId,
      )
    return [
      tally.name,
      tally.bookings,
      tally.payments,
      tally.paidAnswers,
      tally.retries,
      count(snapshot.charges, tally.name, (charge) => charge.bookingId),
      count(
        snapshot.payments.filter((payment) => payment.status === 'COLLECTED' || payment.status === 'PREAUTH'),
        tally.name,
        (payment) => payment.bookingId,
      ),
      tally.cancellations,
      count(snapshot.refunds, tally.name, (refund) => refund.bookingId),
      count(
        snapshot.refunds.filter((refund) => refund.status === 'pending'),
        tally.name,
        (refund) => refund.bookingId,
      ),
      mails('booking-confirmation'),
      mails('booking-cancellation'),
      tally.armed === 0 ? '-' : `${tally.kills}/${tally.armed}`,
    ]
  })
  return table(
    [
      'scenario',
      'bookings',
      'payments',
      'paid',
      'retries',
      'charges',
      'recorded',
      'cancels',
      'refunds',
      'pending',
      'confirm',
      'cancel-mail',
      'kills',
    ],
    rows,
  )
}

export function stallTable(timings: readonly StallTimings[], recovered: readonly (number | undefined)[]): string {
  return table(
    [
      'stall',
      'requests',
      '>10 s',
      'none',
      'max',
      'p99',
      '503',
      '5xx',
      '429',
      '4xx',
      'ok',
      'pages 200',
      'page max',
      'back in',
    ],
    timings.map((stall, at) => [
      stall.name,
      stall.requests,
      stall.overLimit,
      stall.unanswered,
      seconds(stall.maxMs),
      seconds(stall.p99Ms),
      stall.statuses['503'] ?? 0,
      stall.statuses['5xx'] ?? 0,
      stall.statuses['429'] ?? 0,
      stall.statuses['4xx'] ?? 0,
      stall.statuses['2xx/3xx'] ?? 0,
      `${stall.pages - stall.pagesNot200}/${stall.pages}`,
      seconds(stall.pagesMaxMs),
      seconds(recovered[at]),
    ]),
  )
}

/** Per stall, which requests got which failing status ('pay 500 ×12'). */
export function refusalLines(timings: readonly StallTimings[]): string {
  return timings
    .map((stall) => {
      const kinds = Object.entries(stall.refusals).sort(([, a], [, b]) => b - a)
      return `${stall.name}: ${kinds.length === 0 ? 'none' : kinds.map(([kind, count]) => `${kind} ×${count}`).join(', ')}`
    })
    .join('\n')
}

export function verdictLines(verdicts: readonly Verdict[]): string {
  return verdicts
    .map((verdict) =>
      [
        `${verdict.isHeld ? 'PASS' : 'FAIL'}  ${verdict.name}`,
        `      ${verdict.figures}`,
        ...(verdict.isHeld ? [] : verdict.examples.map((example) => `        - ${example}`)),
      ].join('\n'),
    )
    .join('\n')
}

export function notesOf(): string {
  return allTallies()
    .filter((tally) => tally.notes.length > 0)
    .map((tally) => [`${tally.name}:`, ...tally.notes.slice(0, 8).map((note) => `  - ${note}`)].join('\n'))
    .join('\n')
}
