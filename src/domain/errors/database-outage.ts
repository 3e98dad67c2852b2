/**
 * Whether an error means "the database cannot answer right now" (unreachable, stalled, restarting,
 * too busy), as opposed to a bug or bad data: such a request is answered 503 "try again in a
 * minute" and logged as one line with the reason, never a stack trace or the statement's text.
 *
 * Errors arrive wrapped: Drizzle's "Failed query: <sql> params: …" carries the driver's error as
 * its `cause`, Payload wraps a failed connect in its own message, and Node reports a refused
 * connection to every address of a host as an AggregateError. The whole chain is searched.
 */

/** A short, log-safe reason: a Node or SQLSTATE code, or a name for a known message. */
export type OutageReason = string

/**
 * Where the app notes when it last met a database outage (ms since the epoch), on globalThis: our
 * server (scripts/serve/outage-page.mjs) answers a page that failed meanwhile 503 with a page of
 * its own instead of Next's 500.
 */
export const DATABASE_OUTAGE_SEEN_AT = Symbol.for('vegur.database.outageSeenAt')

/** Node's network errors: the database host cannot be reached or the connection broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL's SQLSTATE codes for a server that cannot serve now: statement or lock timeout,
 * shutting down, starting up, out of connections, a connection or a transaction ended for being idle,
 * a deadlock or serialization failure (retry).
 */
const POSTGRES_CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
  '40001', // serialization_failure
  '40P01', // deadlock_detected
])

/** Class 08: connection exceptions. */
const POSTGRES_CONNECTION_CLASS = /^08[0-9A-Z]{3}$/

/** SQLite (libsql): the database file is locked by another writer for longer than the busy timeout. */
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)/

/** Messages of pg, pg-pool, Payload and our SQLite write lock that name no code, with the reason each gives. */
const KNOWN_MESSAGES: readonly (readonly [RegExp, OutageReason])[] = [
  [/^no free connection while the database answers nothing/i, 'database-silent'],
  [/^timeout exceeded when trying to connect/i, 'pool-timeout'],
  [/^Connection terminated due to connection timeout/i, 'connect-timeout'],
  [/^Connection terminated/i, 'connection-terminated'],
  [/^Query read timeout/i, 'query-timeout'],
  [/^timeout expired/i, 'connect-timeout'],
  [/^Client has encountered a connection error and is not queryable/i, 'connection-lost'],
  [/^Client was closed and is not queryable/i, 'connection-closed'],
  [/^Cannot use a pool after calling end on the pool/i, 'pool-ended'],
  [/cannot connect to Postgres/i, 'connect-failed'],
  [/^SQLite write lock not acquired within/i, 'SQLITE_BUSY'],
  [/^database is locked/i, 'SQLITE_BUSY'],
]

/** How deep wrapped errors are followed (a cause of a cause…). */
const MAX_DEPTH = 6

/** The outage reason of `error`, or undefined when it is any other kind of failure. */
export function databaseOutageReason(error: unknown): OutageReason | undefined {
  return reasonIn(error, 0)
}

function reasonIn(error: unknown, depth: number): OutageReason | undefined {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return undefined
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  const own = reasonOfCode(code) ?? reasonOfMessage(message)
  if (own) return own
  const inCause = reasonIn(cause, depth + 1)
  if (inCause) return inCause
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const reason = reasonIn(inner, depth + 1)
      if (reason) return reason
    }
  }
  return undefined
}

function reasonOfCode(code: unknown): OutageReason | undefined {
  if (typeof code !== 'string') return undefined
  if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || POSTGRES_CONNECTION_CLASS.test(code)) return code
  if (SQLITE_BUSY.test(code)) return 'SQLITE_BUSY'
  return undefined
}

/** Payload's adapter rethrows a failed BEGIN as a new error with the driver's message in its own. */
const PAYLOAD_WRAPPER = /^(?:Error: )?cannot begin transaction: /i

const DRIZZLE_PLAIN_BEGIN = /^Failed query: begin\s*(?:params:.*)?$/is

function reasonOfMessage(message: unknown): OutageReason | undefined {
  if (typeof message !== 'string') return undefined
  const inner = message.replace(PAYLOAD_WRAPPER, '')
  const known = KNOWN_MESSAGES.find(([pattern]) => pattern.test(inner))?.[1]
  // Payload keeps only the message of what it wraps: when that is Drizzle's own "Failed query:
  // begin", the driver's error (a refused or broken connection) is lost, and PostgreSQL's plain
  // BEGIN cannot fail for any other reason.
  return known ?? (inner !== message && DRIZZLE_PLAIN_BEGIN.test(inner) ? 'begin-failed' : undefined)
}
