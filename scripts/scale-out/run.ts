/**
 * npm run test:scale-out: two `npm start` servers on one PostgreSQL database and one Redis, and the
 * claims that must hold across them (issue 15): the last car is sold once, the look-up limit is
 * shared, one charge per Idempotency-Key, a hold released on one server is free on the other; and
 * one cache and one bucket for both (issue 33): a publish, a booking and an upload on one server
 * show on the other at once. Starts a local S3-compatible server (s3rver) for the uploads.
 * Needs the production build, TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both). The
 * servers use Redis database SCALE_OUT_REDIS_DB (default 9) so other users of that Redis are untouched.
 */
import { existsSync } from 'node:fs'

import { spawn } from 'node:child_process'

import { startObjectStorage } from './object-storage'
import { freshDatabase, sharedEnvironment, startServer, stopServer, type AppServer } from './servers'

const FIRST_PORT = Number(process.env.SCALE_OUT_PORT ?? 3301)
/** The local S3-compatible server's port: after the two app servers'. */
const STORAGE_PORT = FIRST_PORT + 2

/** `url` on Redis database `database` (pub/sub channels and keys of others are not touched). */
function onDatabase(url: string, database: number): string {
  const withDatabase = new URL(url)
  withDatabase.pathname = `/${database}`
  return withDatabase.toString()
}
const startedAt = performance.now()

function progress(step: string): void {
  console.log(`[${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${step}`)
}

/** Node's exit code when top-level await never settles: the module graph did not finish loading. */
const UNSETTLED_TOP_LEVEL_AWAIT = 13
const CHECK_RUNS = 5

async function main(): Promise<number> {
  const adminUrl = process.env.TEST_DATABASE_URL
  const redisUrl = process.env.TEST_REDIS_URL
  if (!adminUrl || !redisUrl) {
    console.error('test:scale-out needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis); .ci/run sets both.')
    return 1
  }
  if (!existsSync('.next/BUILD_ID')) {
    console.error('No production build: run `npm run build` first.')
    return 1
  }
  const database = await freshDatabase(adminUrl)
  const storage = await startObjectStorage(STORAGE_PORT)
  const shared = sharedEnvironment({
    databaseUrl: database.url,
    redisUrl: onDatabase(redisUrl, Number(process.env.SCALE_OUT_REDIS_DB ?? 9)),
    storage: storage.env,
  })
  const servers: AppServer[] = []
  // Stopped from outside (Ctrl-C, a CI timeout): the servers run in their own process groups, so stop them too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      servers.forEach(stopServer)
      process.exit(1)
    })
  }
  try {
    // The first server migrates and seeds the empty database; the second starts on it.
    progress('starting server A (migrates and seeds the empty database)')
    servers.push(await startServer({ name: 'server A', port: FIRST_PORT, env: shared.env, hasOwnDataDir: true }))
    progress('starting server B')
    servers.push(await startServer({ name: 'server B', port: FIRST_PORT + 1, env: shared.env, hasOwnDataDir: true }))
    for (const server of servers) progress(`${server.name} ready (/readyz 200): ${server.readiness}`)
    // The checks boot Payload under tsx in a process of their own, in production mode as the servers
    // run (so Payload runs the committed migrations instead of pushing its schema). Loading Payload's
    // module graph there now and then never settles (exit 13) before any check has run: run it again.
    const env: NodeJS.ProcessEnv = {
      ...shared.env,
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
      DISABLE_PAYLOAD_HMR: 'true',
      SCALE_OUT_SERVERS: JSON.stringify(servers.map(({ name, origin }) => ({ name, origin }))),
      SCALE_OUT_BUCKET_DIR: storage.directory,
    }
    for (let run = 1; run <= CHECK_RUNS; run += 1) {
      const status = await runChecks(env)
      if (status !== 0 && status !== UNSETTLED_TOP_LEVEL_AWAIT) servers.forEach(printFailureLines)
      if (status !== UNSETTLED_TOP_LEVEL_AWAIT) return status
      progress(`the checks' process did not finish loading (exit 13): run ${run + 1} of ${CHECK_RUNS}`)
    }
    return 1
  } finally {
    servers.forEach(stopServer)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await database.drop().catch((error: unknown) => console.error(`Could not drop the test database: ${String(error)}`))
    shared.cleanUp()
    await storage.stop()
  }
}

/** How many of a server's failure lines a failed run prints. */
const FAILURE_LINES = 40

/**
 * The lines a server logged about failed requests and its database (`[api …]`, `[database] …`: one
 * line each, with a reason and no request data), so a failed check shows why a request failed.
 */
function printFailureLines(server: AppServer): void {
  const lines = server
    .recentOutput()
    .split('\n')
    .filter((line) => /^\[(api|database)\b/.test(line))
  console.log(`${server.name}: ${lines.length === 0 ? 'no failure lines' : 'its latest failure lines:'}`)
  for (const line of lines.slice(-FAILURE_LINES)) console.log(`      ${line}`)
}

/** Runs scripts/scale-out/checks.ts under tsx (asynchronously: the servers' output keeps draining); its exit code. */
function runChecks(env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const checks = spawn(process.execPath, ['--import', 'tsx', 'scripts/scale-out/checks.ts'], {
      env,
      stdio: 'inherit',
    })
    checks.on('exit', (code) => resolve(code ?? 1))
    checks.on('error', () => resolve(1))
  })
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
