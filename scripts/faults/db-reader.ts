/**
 * Reads what the invariants need straight from the test database (never through the proxy the app
 * servers use): the gateway's own ledger, our bookings with their payments and refunds, the
 * e-mail outbox and, once it exists, the outbox of after-effects. Amounts are minor units.
 */
import pg from 'pg'

export type ProviderCharge = {
  readonly transactionId: string
  readonly amount: number
  readonly refunded: number
  /** 'A' captured, 'P' pre-authorised (held). */
  readonly letter: string
  /** Through payment_attempts.reference; undefined when no attempt of ours names it. */
  readonly bookingId: number | undefined
}

export type BookingRow = {
  readonly id: number
  readonly status: string
  readonly bookingType: string
  readonly currency: string
  readonly total: number | undefined
  readonly exchangeRate: number | undefined
  /** The late-cancellation fee the booking keeps (ISK minor units); 0 when cancelled free or not cancelled. */
  readonly cancellationFee: number
  readonly isFromThisRun: boolean
}

export type RecordedPayment = {
  readonly bookingId: number
  readonly transactionId: string
  readonly status: string
  readonly amount: number
}

export type RecordedRefund = RecordedPayment & { readonly kind: string; readonly reason: string }

export type OutboxRow = { readonly kind: string; readonly bookingId: number | undefined; readonly filePath: string }

export type EffectsState = {
  readonly counts: Readonly<Record<string, number>>
  readonly needingAttention: readonly { kind: string; bookingId: number | undefined; lastError: string }[]
}

export type Snapshot = {
  readonly charges: readonly ProviderCharge[]
  readonly bookings: ReadonlyMap<number, BookingRow>
  readonly payments: readonly RecordedPayment[]
  readonly refunds: readonly RecordedRefund[]
  readonly outbox: readonly OutboxRow[]
  /** Undefined while the table does not exist. */
  readonly effects: EffectsState | undefined
  /** Payment attempts of ours still open (pending or 3-D Secure), and how many in all. */
  readonly openAttempts: number
  readonly attempts: number
}

export type DatabaseReader = {
  snapshot(): Promise<Snapshot>
  /**
   * Whether the money of these bookings went back: the provider refunded or released all it took
   * for them and none of their refunds is recorded pending.
   */
  isAllGivenBack(bookingIds: readonly number[]): Promise<boolean>
  /** The database's clock, to tell this run's bookings from the seeded ones. */
  markRunStart(): Promise<void>
  close(): Promise<void>
}

const toNumber = (value: unknown): number | undefined =>
  value === null || value === undefined ? undefined : Number(value)

export function databaseReader(url: string): DatabaseReader {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  pool.on('error', () => {})
  let runStart = new Date(0)
  const rows = async (sql: string, values: unknown[] = []) =>
    (await pool.query(sql, values)).rows as Record<string, unknown>[]

  return {
    async markRunStart() {
      const [row] = await rows('SELECT now() AS now')
      runStart = row?.now instanceof Date ? row.now : new Date()
    },
    async isAllGivenBack(bookingIds) {
      const [row] = await rows(
        `SELECT (SELECT count(*) FROM gateway_transactions g JOIN payment_attempts a ON a.reference = g.reference
                  WHERE a.booking_id = ANY($1) AND g.state = 'final' AND g.bank_code = '000'
                    AND coalesce(g.refunded_amount, 0) < g.amount) AS kept,
                (SELECT count(*) FROM bookings_refunds WHERE _parent_id = ANY($1) AND status = 'pending') AS pending`,
        [bookingIds],
      )
      return Number(row?.kept ?? 1) === 0 && Number(row?.pending ?? 1) === 0
    },
    async snapshot() {
      const [charges, bookings, payments, refunds, outbox, attempts, effects] = await Promise.all([
        rows(`SELECT g.transaction_id, g.amount, coalesce(g.refunded_amount, 0) AS refunded, g.transaction_status,
                     a.booking_id
                FROM gateway_transactions g LEFT JOIN payment_attempts a ON a.reference = g.reference
               WHERE g.state = 'final' AND g.bank_code = '000'`),
        rows(
          `SELECT id, status, booking_type, currency, totals_total, exchange_rate, cancellation_fee_amount,
                  created_at >= $1 AS is_new
                FROM bookings`,
          [runStart],
        ),
        rows('SELECT _parent_id, transaction_id, status, amount FROM bookings_payments'),
        rows('SELECT _parent_id, transaction_id, status, amount, kind, reason FROM bookings_refunds'),
        rows('SELECT kind, booking_id, file_path FROM outbox_messages'),
        rows(`SELECT count(*) FILTER (WHERE status IN ('pending', 'challenge')) AS open, count(*) AS all
                FROM payment_attempts`),
        readEffects(rows),
      ])
      return {
        charges: charges.map((row) => ({
          transactionId: String(row.transaction_id),
          amount: Number(row.amount),
          refunded: Number(row.refunded),
          letter: String(row.transaction_status ?? ''),
          bookingId: toNumber(row.booking_id),
        })),
        bookings: new Map(
          bookings.map((row) => [
            Number(row.id),
            {
              id: Number(row.id),
              status: String(row.status),
              bookingType: String(row.booking_type),
              currency: String(row.currency),
              total: toNumber(row.totals_total),
              exchangeRate: toNumber(row.exchange_rate),
              cancellationFee: toNumber(row.cancellation_fee_amount) ?? 0,
              isFromThisRun: row.is_new === true,
            },
          ]),
        ),
        payments: payments.map((row) => ({
          bookingId: Number(row._parent_id),
          transactionId: String(row.transaction_id),
          status: String(row.status),
          amount: Number(row.amount),
        })),
        refunds: refunds.map((row) => ({
          bookingId: Number(row._parent_id),
          transactionId: String(row.transaction_id),
          status: String(row.status),
          amount: Number(row.amount),
          kind: String(row.kind),
          reason: String(row.reason),
        })),
        outbox: outbox.map((row) => ({
          kind: String(row.kind),
          bookingId: toNumber(row.booking_id),
          filePath: String(row.file_path),
        })),
        effects,
        openAttempts: Number(attempts[0]?.open ?? 0),
        attempts: Number(attempts[0]?.all ?? 0),
      }
    },
    close: () => pool.end(),
  }
}

/** The after-effects outbox (booking_effects) once the bookings module has one: counts per status. */
async function readEffects(
  rows: (sql: string, values?: unknown[]) => Promise<Record<string, unknown>[]>,
): Promise<EffectsState | undefined> {
  const [exists] = await rows(`SELECT to_regclass('public.booking_effects') IS NOT NULL AS present`)
  if (exists?.present !== true) return undefined
  const counts = await rows('SELECT status, count(*) AS n FROM booking_effects GROUP BY status')
  const attention = await rows(
    `SELECT kind, booking_id, last_error FROM booking_effects WHERE status = 'needs-attention' LIMIT 20`,
  )
  return {
    counts: Object.fromEntries(counts.map((row) => [String(row.status), Number(row.n)])),
    needingAttention: attention.map((row) => ({
      kind: String(row.kind),
      bookingId: toNumber(row.booking_id),
      lastError: String(row.last_error ?? '').slice(0, 120),
    })),
  }
}
