import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { fail, type Result } from '@/domain/errors/result'
import { domainError } from '@/domain/errors/errors'

import { backoffMs, isRetryableDbError } from './busy'
import { sql, sqlRunner, type SqlRunner } from './sql'

const MAX_ATTEMPTS = 12

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
 *   writers never deadlock) serialize writers of the same keys across every app server.
 *
 * After MAX_ATTEMPTS busy answers it gives up with BUSY (503).
 */
export async function withWriteTransaction<T>(
  params: { payload: Payload; lockKeys: readonly string[] },
  work: (tx: WriteTransaction) => Promise<Result<T>>,
): Promise<Result<T>> {
  return retrying(() => runOnce(params, work))
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
