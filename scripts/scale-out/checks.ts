/**
 * The checks of `npm run test:scale-out`, in a process of their own: this one boots Payload on the
 * servers' database to write fixtures and read results, then runs the claims against the two servers
 * named in SCALE_OUT_SERVERS (JSON `[{ name, origin }, { name, origin }]`). Exits 0 when all hold.
 */
import type { Payload } from 'payload'

import type { Check } from './scenarios'
import type { ServerAddress } from './servers'

const startedAt = performance.now()
// Until main() settles, an exit is a failure: when loading Payload's module graph never settles, the
// event loop empties and Node would otherwise exit 0 with no check run. 13 is Node's own code for an
// unsettled top-level await, which the runner answers by running the checks again.
process.exitCode = 13

function progress(step: string): void {
  console.log(`[checks ${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${step}`)
}

async function main(): Promise<number> {
  const servers = JSON.parse(process.env.SCALE_OUT_SERVERS ?? '[]') as ServerAddress[]
  const [first, second] = servers
  if (!first || !second) throw new Error('SCALE_OUT_SERVERS must name two servers')
  const { bootPayload } = await import('./fixtures')
  const payload = await bootPayload()
  try {
    const checks = await runChecks(payload, [first, second])
    for (const check of checks)
      console.log(`${check.isPassed ? 'PASS' : 'FAIL'}  ${check.claim}\n      ${check.figures}`)
    return checks.every((check) => check.isPassed) ? 0 : 1
  } finally {
    closeConnections(payload)
  }
}

async function runChecks(payload: Payload, servers: readonly [ServerAddress, ServerAddress]): Promise<Check[]> {
  const { categoriesWithUnits } = await import('./fixtures')
  const scenarios = await import('./scenarios')
  const shared = await import('./shared-cache')
  const fleet = await categoriesWithUnits(payload)
  const [lastCar, flowCar, otherCar, paidCar] = fleet.categories
  if (!lastCar || !flowCar || !otherCar || !paidCar) throw new Error('The demo fleet needs four categories at brimb1')
  // Booked out on dates no other check uses.
  const searchedCar = otherCar
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
  await run('a page published on one server shows on the other within 1 s', () =>
    shared.publishSeenAcross({ payload, servers }),
  )
  await run('the last car booked on one server leaves the other’s kept search within 1 s', () =>
    shared.bookingSeenAcross({
      payload,
      servers,
      units: searchedCar.units,
      car: {
        ...office,
        categoryId: searchedCar.id,
        dateOut: '2027-12-06T10:00:00.000Z',
        dateIn: '2027-12-09T10:00:00.000Z',
      },
      search: { puDate: '2027-12-06', doDate: '2027-12-09' },
    }),
  )
  await run('a photo uploaded through one server is served by the other, from the bucket', () =>
    shared.uploadServedAcross({
      servers,
      bucketDir: process.env.SCALE_OUT_BUCKET_DIR ?? '',
      dataDir: process.env.DATA_DIR ?? '',
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
