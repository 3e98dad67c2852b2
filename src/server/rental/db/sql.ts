import 'server-only'

import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

export { sql }

type SqlDialect = 'sqlite' | 'postgres'
type SqlRow = Readonly<Record<string, unknown>>

/** The few methods of a Drizzle database or transaction we use, on either dialect. */
type DrizzleLike = {
  all?: (query: SQL) => Promise<unknown[]>
  execute?: (query: SQL) => Promise<{ rows: unknown[] }>
}

type AdapterLike = {
  name?: string
  drizzle?: DrizzleLike
  sessions?: Record<string, { db?: DrizzleLike } | undefined>
}

/**
 * Runs SQL on Payload's Drizzle instance (or on the transaction `transactionId` names), so raw
 * queries see and join Payload's own writes. Queries are Drizzle `sql` templates: values are
 * always bound parameters, and the dialect writes the placeholders.
 */
export type SqlRunner = {
  readonly dialect: SqlDialect
  rows(query: SQL): Promise<SqlRow[]>
}

export function sqlRunner(payload: Payload, transactionId?: string | number): SqlRunner {
  const adapter = payload.db as unknown as AdapterLike
  const dialect = sqlDialect(payload)
  const db = transactionId === undefined ? adapter.drizzle : adapter.sessions?.[String(transactionId)]?.db
  if (!db) throw new Error(`No database session ${transactionId ?? ''} on the ${dialect} adapter`)
  return {
    dialect,
    async rows(query) {
      if (dialect === 'postgres' && db.execute) return (await db.execute(query)).rows as SqlRow[]
      if (dialect === 'sqlite' && db.all) return (await db.all(query)) as SqlRow[]
      throw new Error(`The ${dialect} adapter cannot run raw SQL`)
    },
  }
}

function sqlDialect(payload: Payload): SqlDialect {
  return (payload.db as unknown as AdapterLike).name === 'postgres' ? 'postgres' : 'sqlite'
}

/** A date column as an instant: SQLite keeps ISO text, PostgreSQL gives a Date or ISO text. */
export function instantOf(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined
  const time = value instanceof Date ? value.getTime() : new Date(String(value)).getTime()
  return Number.isNaN(time) ? undefined : time
}

/** A numeric column as a number (PostgreSQL answers COUNT as text). */
export function numberOf(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(number) ? number : 0
}
