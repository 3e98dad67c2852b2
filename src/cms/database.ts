import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { env, sqlitePath } from '../env'
import { withLazyProdMigrations } from './lazy-prod-migrations'
import { guardedPg, postgresPoolConfig } from './postgres-pool'
import { withSerializedWrites } from './sqlite/with-serialized-writes'

const BUSY_TIMEOUT_MS = 5_000

/** PostgreSQL when DATABASE_URL is set, else the embedded SQLite file. */
export function databaseAdapter(): DatabaseAdapterObj {
  if (env.DATABASE_URL) {
    const timeouts = { connectMs: env.DATABASE_CONNECT_TIMEOUT_MS, statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS }
    const adapter = postgresAdapter({
      pool: postgresPoolConfig(env.DATABASE_URL, timeouts),
      pg: guardedPg(timeouts),
      migrationDir: 'src/migrations/postgres',
      blocksAsJSON: true,
    })
    return withLazyProdMigrations(adapter, () => import('../migrations/postgres'))
  }
  const adapter = sqliteAdapter({
    client: { url: `file:${sqlitePath}` },
    wal: true,
    busyTimeout: BUSY_TIMEOUT_MS,
    // Take the write lock when a transaction begins, so capacity checks never race.
    transactionOptions: { behavior: 'immediate' },
    migrationDir: 'src/migrations/sqlite',
    blocksAsJSON: true,
  })
  return withSerializedWrites(
    withLazyProdMigrations(adapter, () => import('../migrations/sqlite')),
    BUSY_TIMEOUT_MS,
  )
}
