// Once per integration run: a template database with the schema pushed once, which every test
// file's database is copied from, instead of each file pushing the whole schema into an empty
// database (about 12 s a file). On PostgreSQL (TEST_DB=postgres) a database copied with
// CREATE DATABASE … TEMPLATE; on SQLite a file copied into each file's scratch folder.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { createTestDatabase, dropTestDatabase } from './postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template database each file's PostgreSQL database is copied from; '' on SQLite. */
    postgresTemplate: string
    /** The SQLite file (its -wal beside it) each file's database is copied from; '' on PostgreSQL or when none could be made. */
    sqliteTemplate: string
  }
}

const PUSH_ATTEMPTS = 3

/** Boots Payload on the database in a process of its own, which pushes the schema; '' or what went wrong. */
function pushSchema(database: { databaseUrl: string } | { sqlitePath: string }): string {
  const scratch = mkdtempSync(path.join(tmpdir(), 'vegur-int-template-'))
  const pushed = spawnSync(process.execPath, ['--import', 'tsx', 'tests/int/schema-template.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ...('databaseUrl' in database
        ? { DATABASE_URL: database.databaseUrl }
        : { DATABASE_URL: '', SQLITE_PATH: database.sqlitePath }),
      DATA_DIR: scratch,
      SEED_DEMO_DATA: 'false',
      PAYLOAD_SECRET: 'template-only-secret-not-used-by-tests',
      DISABLE_PAYLOAD_HMR: 'true',
    },
    encoding: 'utf8',
    timeout: 300_000,
  })
  rmSync(scratch, { recursive: true, force: true })
  if (!pushed.error && pushed.status === 0) return ''
  const how = pushed.error ? pushed.error.message : `exit ${String(pushed.status)}, signal ${String(pushed.signal)}`
  return `${how}):\n${`${pushed.stdout}\n${pushed.stderr}`.slice(-4000)}`
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('postgresTemplate', '')
    return sqliteTemplate(project)
  }
  project.provide('sqliteTemplate', '')
  let templateUrl = ''
  let failure = ''
  // A push that fails is tried again on a fresh database: a loaded machine has seen one end early.
  for (let attempt = 1; attempt <= PUSH_ATTEMPTS && !templateUrl; attempt += 1) {
    const url = await createTestDatabase()
    failure = pushSchema({ databaseUrl: url })
    if (failure) await dropTestDatabase(url)
    else templateUrl = url
  }
  if (!templateUrl) throw new Error(`Could not push the schema into the template database (${failure}`)
  project.provide('postgresTemplate', new URL(templateUrl).pathname.slice(1))
  return () => dropTestDatabase(templateUrl)
}

/** The SQLite template; when its push fails each file pushes its own schema, as before. */
async function sqliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'vegur-int-sqlite-template-'))
  const sqlitePath = path.join(folder, 'template.db')
  const failure = pushSchema({ sqlitePath })
  if (failure) console.warn(`No SQLite template (each file pushes its schema): ${failure}`)
  project.provide('sqliteTemplate', !failure && existsSync(sqlitePath) ? sqlitePath : '')
  return async () => rmSync(folder, { recursive: true, force: true })
}
