// Runs before each integration test file: every file gets its own database, so files run in
// parallel without sharing state. SQLite by default; PostgreSQL when TEST_DB=postgres. Files share
// their worker process; what an earlier file left in it is undone first (process-state.ts).
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, inject } from 'vitest'

import { createTestDatabase, dropTestDatabase } from './postgres'
import { resetProcessState } from './process-state'

resetProcessState()

const scratch = mkdtempSync(path.join(tmpdir(), 'vegur-int-'))
process.env.DATA_DIR = scratch
process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
process.env.SEED_DEMO_DATA ??= 'false'
// Tests of behaviour, not of the production bounds (ADR 017; their own tests set theirs): bursts of
// parallel saves queue for seconds on a shared, loaded machine, so the database waits are generous.
process.env.DATABASE_CONNECT_TIMEOUT_MS ??= '30000'
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= '30000'

// Each file's database is a copy of the run's template, whose schema is already pushed
// (tests/int/global-setup.ts), so Payload is told not to push it again (its own switch).
const template = inject('postgresTemplate')
const sqliteTemplate = inject('sqliteTemplate')
const postgresUrl = process.env.TEST_DB === 'postgres' ? await createTestDatabase(template || undefined) : undefined
if (postgresUrl) {
  process.env.DATABASE_URL = postgresUrl
  if (template) process.env.PAYLOAD_MIGRATING = 'true'
} else {
  process.env.SQLITE_PATH = path.join(scratch, 'test.db')
  if (sqliteTemplate) {
    // The template's process ended without a checkpoint: its write-ahead log holds part of the schema.
    copyFileSync(sqliteTemplate, process.env.SQLITE_PATH)
    if (existsSync(`${sqliteTemplate}-wal`)) copyFileSync(`${sqliteTemplate}-wal`, `${process.env.SQLITE_PATH}-wal`)
    process.env.PAYLOAD_MIGRATING = 'true'
  }
}

afterAll(async () => {
  const { closePayload } = await import('./payload')
  await closePayload()
  if (postgresUrl) await dropTestDatabase(postgresUrl)
  rmSync(scratch, { recursive: true, force: true })
})
