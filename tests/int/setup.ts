// Runs before each integration test file: every file gets its own database, so files run in
// parallel without sharing state. SQLite by default; PostgreSQL when TEST_DB=postgres.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll } from 'vitest'

import { createTestDatabase, dropTestDatabase } from './postgres'

const scratch = mkdtempSync(path.join(tmpdir(), 'vegur-int-'))
process.env.DATA_DIR = scratch
process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
process.env.SEED_DEMO_DATA ??= 'false'
// Tests of behaviour, not of the production bounds (ADR 017; their own tests set theirs): bursts of
// parallel saves queue for seconds on a shared, loaded machine, so the database waits are generous.
process.env.DATABASE_CONNECT_TIMEOUT_MS ??= '30000'
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= '30000'

const postgresUrl = process.env.TEST_DB === 'postgres' ? await createTestDatabase() : undefined
if (postgresUrl) process.env.DATABASE_URL = postgresUrl
else process.env.SQLITE_PATH = path.join(scratch, 'test.db')

afterAll(async () => {
  const { closePayload } = await import('./payload')
  await closePayload()
  if (postgresUrl) await dropTestDatabase(postgresUrl)
  rmSync(scratch, { recursive: true, force: true })
})
