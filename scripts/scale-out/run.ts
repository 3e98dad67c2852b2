/**
 * npm run test:scale-out: two `npm start` servers on one PostgreSQL database and one Redis, and the
 * claims that must hold across them (issue 15): the last car is sold once, the look-up limit is
 * shared, one charge per Idempotency-Key, a hold released on one server is free on the other.
 * Needs the production build, TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both).
 */
import { existsSync } from 'node:fs'

import type { Payload } from 'payload'

import type { Check } from './scenarios'
import { freshDatabase, sharedEnvironment, startServer, stopServer, type AppServer } from './servers'

const FIRST_PORT = Number(process.env.SCALE_OUT_PORT ?? 3301)
const startedAt = performance.now()

function progress(step: string): void {
  console.log(`[${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${step}`)
}

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
  let payload: Payload | undefined
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
    // This process writes fixtures and reads results through Payload on the same database.
    Object.assign(process.env, { ...shared.env, SEED_DEMO_DATA: 'false', DISABLE_PAYLOAD_HMR: 'true' })
    const { bootPayload } = await import('./fixtures')
    payload = await bootPayload()
    const checks = await runChecks(payload, [servers[0]!, servers[1]!])
    for (const check of checks)
      console.log(`${check.isPassed ? 'PASS' : 'FAIL'}  ${check.claim}\n      ${check.figures}`)
    return checks.every((check) => check.isPassed) ? 0 : 1
  } finally {
    servers.forEach(stopServer)
    if (payload) closeConnections(payload)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await database.drop().catch((error: unknown) => console.error(`Could not drop the test database: ${String(error)}`))
    shared.cleanUp()
  }
}

async function runChecks(payload: Payload, servers: readonly [AppServer, AppServer]): Promise<Check[]> {
  const [{ categoriesWithUnits }, scenarios] = await Promise.all([import('./fixtures'), import('./scenarios')])
  const fleet = await categoriesWithUnits(payload)
  const [lastCar, flowCar, otherCar, paidCar] = fleet.categories
  if (!lastCar || !flowCar || !otherCar || !paidCar) throw new Error('The demo fleet needs four categories at brimb1')
  const office = { officeId: fleet.officeId, officeCode: fleet.officeCode }
  const checks: Check[] = []
  const run = async (claim: string, check: () => Promise<Check>): Promise<Check> => {
    progress(claim)
    const result = await check().catch((error: unknown): Check => ({
      claim,
      figures: `threw: ${error instanceof Error ? error.message : String(error)}`,
      isPassed: false,
    }))
    checks.push(result)
    return result
  }
  const sold = await run('100 concurrent saves for the last car give exactly one booking', () =>
    scenarios.lastCarSoldOnce({
      payload,
      servers,
      units: lastCar.units,
      car: {
        ...office,
        categoryId: lastCar.id,
        dateOut: '2027-09-06T10:00:00.000Z',
        dateIn: '2027-09-09T10:00:00.000Z',
      },
    }),
  )
  const winner =
    'winner' in sold ? (sold as { winner?: { voucherNumber: string; lastName: string } }).winner : undefined
  await run('the 6th failed look-up on a voucher is refused whichever server gets it', async () => {
    if (!winner) throw new Error('no booking to look up')
    return scenarios.lookupLimitShared({ servers, booking: winner })
  })
  await run('one payment per Idempotency-Key', () =>
    scenarios.oneChargePerKey({ payload, servers, categoryId: paidCar.id, officeCode: fleet.officeCode }),
  )
  await run('a hold released on one server is free on the other', () =>
    scenarios.holdReleasedAcross({
      payload,
      servers,
      units: flowCar.units,
      otherCategoryId: otherCar.id,
      car: {
        ...office,
        categoryId: flowCar.id,
        dateOut: '2027-11-02T10:00:00.000Z',
        dateIn: '2027-11-05T10:00:00.000Z',
      },
    }),
  )
  return checks
}

/** Payload's destroy leaves the pool open; the database is dropped with FORCE next, so its errors are expected. */
function closeConnections(payload: Payload): void {
  const pool = (
    payload.db as unknown as { pool?: { end: () => Promise<void>; on: (event: 'error', listener: () => void) => void } }
  ).pool
  pool?.on('error', () => {})
  void pool?.end().catch(() => {})
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
