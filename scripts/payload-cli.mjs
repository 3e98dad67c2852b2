// Runs a Payload CLI command against a throwaway database of the chosen kind (SQLite file or a
// temporary PostgreSQL database), retrying when the CLI exits 0 having done nothing
// (payloadcms/payload#17757).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

const ATTEMPTS = 5

/** `migrate:create` ends here, whether it wrote a migration or (with --skip-empty) found no change. */
export const MIGRATION_FINISHED = /Migration created at|DOWN statements generation complete/
export const MIGRATION_WRITTEN = /Migration created at (\S+\.ts)/

export const MIGRATION_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function withScratchDatabase(kind, run) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'vegur-cli-'))
  const env = { DATA_DIR: scratch, SEED_DEMO_DATA: 'false', PAYLOAD_MIGRATING: 'true' }
  if (kind === 'sqlite') {
    try {
      return await run({ ...env, SQLITE_PATH: path.join(scratch, 'cli.db'), DATABASE_URL: '' })
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  }
  const name = `vegur_cli_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: MIGRATION_DATABASE_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(MIGRATION_DATABASE_URL)
  url.pathname = `/${name}`
  try {
    return await run({ ...env, DATABASE_URL: url.toString() })
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** Runs `payload <args>` until `isDone(output)` holds; returns the output. */
export function payloadCommand({ kind, args, isDone }) {
  return withScratchDatabase(kind, async (env) => {
    let output = ''
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const run = spawnSync('npx', ['payload', ...args], { encoding: 'utf8', env: { ...process.env, ...env } })
      output = `${run.stdout}${run.stderr}`
      if (run.status !== 0) throw new Error(`payload ${args.join(' ')} (${kind}) failed:\n${output}`)
      if (isDone(output)) return output
    }
    throw new Error(`payload ${args.join(' ')} (${kind}) did nothing after ${ATTEMPTS} attempts:\n${output}`)
  })
}
