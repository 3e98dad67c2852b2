/**
 * npm run test:scale-out: two `npm start` servers on one PostgreSQL database and one Redis, and the
 * claims that must hold across them (issue 15): the last car is sold once, the look-up limit is
 * shared, one charge per Idempotency-Key, a hold released on one server is free on the other.
 * Needs the production build, TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both).
 */
import { existsSync } from 'node:fs'

import { spawn } from 'node:child_process'

import { freshDatabase, sharedEnvironment, startServer, stopServer, type AppServer } from './servers'

const FIRST_PORT = Number(process.env.SCALE_OUT_PORT ?? 3301)
const startedAt = performance.now()

function progress(step: string): void {
  console.log(`[${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${step}`)
}

/** Node's exit code when top-level await never settles: the module graph did not finish loading. */
const UNSETTLED_TOP_LEVEL_AWAIT = 13
const CHECK_RUNS = 3

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
  const shared = sharedEnvironment({ databaseUrl: database.url, redisUrl })
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
    servers.push(await startServer({ name: 'server A', port: FIRST_PORT, env: shared.env }))
    progress('starting server B')
    servers.push(await startServer({ name: 'server B', port: FIRST_PORT + 1, env: shared.env }))
    // The checks boot Payload under tsx in a process of their own, in production mode as the servers
    // run (so Payload runs the committed migrations instead of pushing its schema). Loading Payload's
    // module graph there now and then never settles (exit 13) before any check has run: run it again.
    const env: NodeJS.ProcessEnv = {
      ...shared.env,
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
      DISABLE_PAYLOAD_HMR: 'true',
      SCALE_OUT_SERVERS: JSON.stringify(servers.map(({ name, origin }) => ({ name, origin }))),
    }
    for (let run = 1; run <= CHECK_RUNS; run += 1) {
      const status = await runChecks(env)
      if (status !== UNSETTLED_TOP_LEVEL_AWAIT) return status
      progress(`the checks' process did not finish loading (exit 13): run ${run + 1} of ${CHECK_RUNS}`)
    }
    return 1
  } finally {
    servers.forEach(stopServer)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await database.drop().catch((error: unknown) => console.error(`Could not drop the test database: ${String(error)}`))
    shared.cleanUp()
  }
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
