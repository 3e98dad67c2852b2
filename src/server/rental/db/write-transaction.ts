import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { isDatabaseSilentFor } from '@/cms/database-answers'
import { fail, type Result } from '@/domain/errors/result'
import { databaseOutageReason } from '@/domain/errors/database-outage'
import { env } from '@/env'
import { domainError } from '@/domain/errors/errors'

import { backoffMs, isRetryableDbError } from './busy'
import { LocalKeyLocks } from './local-key-locks'
import { sql, sqlRunner, type SqlRunner } from './sql'

const MAX_ATTEMPTS = 12
/** How long a writer waits for its keys in this process before it answers BUSY, as long as SQLite's write lock wait. */
const LOCAL_WAIT_MS = 15_000

// Behind a writer that met a stalled or lost database, or that has held its keys longer than a
// connection may take to open while the database answered nothing, the writers queued here answer at
// once. Behind one that is only slow (a busy machine, a database that still answers) they wait.
const localLocks = new LocalKeyLocks({
  failsWaiters: (error) => databaseOutageReason(error) !== undefined,
  isStuck: (heldMs) => heldMs > env.DATABASE_CONNECT_TIMEOUT_MS && isDatabaseSilentFor(env.DATABASE_CONNECT_TIMEOUT_MS),
})

export type WriteTransaction = {
  /** Raw SQL inside the transaction. */
  readonly runner: SqlRunner
  /** Pass as `req` to Local API calls so they join the transaction. */
  readonly req: Partial<PayloadRequest>
}

/**
 * Runs `work` in one database transaction that commits when it returns ok and rolls back when it
 * returns an error or throws.
 *
 * - SQLite: the adapter already queues this process's write transactions (src/cms/sqlite), and the
 *   transaction begins IMMEDIATE (libsql's write mode), so it holds the write lock from its first
 *   statement. A lock held by another process past the busy timeout is retried with a backoff.
 * - PostgreSQL: transaction-level advisory locks on `lockKeys` (taken in sorted order, so two
 *   writers never deadlock) serialize writers of the same keys across every app server. Writers
 *   of the same keys in this process queue for them here first (LocalKeyLocks), holding no
 *   connection while they wait.
 *
 * After MAX_ATTEMPTS busy answers, or LOCAL_WAIT_MS waiting for the keys here, it gives up with
 * BUSY (503).
 */
export async function withWriteTransaction<T>(
  params: { payload: Payload; lockKeys: readonly string[] },
  work: (tx: WriteTransaction) => Promise<Result<T>>,
): Promise<Result<T>> {
  const done = await localLocks.withKeys(params.lockKeys, LOCAL_WAIT_MS, () => retrying(() => runOnce(params, work)))
  return done ? done.value : fail(domainError('BUSY'))
}

async function retrying<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run()
    } catch (error) {
      if (!isRetryableDbError(error)) throw error
      if (attempt + 1 >= MAX_ATTEMPTS) return fail(domainError('BUSY'))
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)))
    }
  }
}

async function runOnce<T>(
  params: { payload: Payload; lockKeys: readonly string[] },
  work: (tx: WriteTransaction) => Promise<Result<T>>,
): Promise<Result<T>> {
  const { payload } = params
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('The database adapter has no transactions')
  let isDone = false
  try {
    const runner = sqlRunner(payload, transactionID)
    if (runner.dialect === 'postgres') {
      for (const key of [...new Set(params.lockKeys)].sort()) {
        await runner.rows(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
      }
    }
    const result = await work({ runner, req: { transactionID } })
    isDone = true
    if (result.isOk) await payload.db.commitTransaction(transactionID)
    else await payload.db.rollbackTransaction(transactionID)
    return result
  } finally {
    if (!isDone) await payload.db.rollbackTransaction(transactionID)
  }
}

/** Lock key of the capacity of one car category at one office. */
export function capacityLockKey(params: { categoryId: number; officeId: number }): string {
  return `vegur:capacity:${params.categoryId}:${params.officeId}`
}

/** Lock key of the booking number counter. */
export const BOOKING_NUMBER_LOCK_KEY = 'vegur:booking-number'
