/**
 * Availability benchmark (npm run bench:availability): seeds 500 units and 50,000 bookings on a
 * temporary SQLite file, then prints p50/p95 of the availability search in-process and over HTTP
 * (a node:http server forwarding to the route handler's POST: HTTP + JSON + handler).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

const scratch = mkdtempSync(path.join(tmpdir(), 'vegur-bench-'))
Object.assign(process.env, {
  DATA_DIR: scratch,
  SQLITE_PATH: path.join(scratch, 'bench.db'),
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  SEED_DEMO_DATA: 'false',
  // A `next dev` running on this machine must not make this Payload reload (its HMR socket).
  DISABLE_PAYLOAD_HMR: 'true',
})
delete process.env.DATABASE_URL

const RUNS = 300
const WARMUP = 30
const DAY_MS = 24 * 60 * 60 * 1000

async function main(): Promise<void> {
  const [{ getPayload }, { default: config }, seed, stats, availability, route, tokens] = await Promise.all([
    import('payload'),
    import('../../src/payload.config'),
    import('./seed'),
    import('./stats'),
    import('../../src/server/rental/availability'),
    import('../../src/app/api/renteon-availability/route'),
    import('../../src/server/auth/visitor-tokens'),
  ])
  const payload = await getPayload({ config })
  const started = performance.now()
  const fleet = await seed.seedFleet(payload)
  await seed.seedBookings({ payload, ...fleet })
  const { totalDocs } = await payload.count({ collection: 'bookings' })
  console.log(
    `Seeded ${seed.BENCH.units} units, ${totalDocs} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  /** A 3-7 day rental starting on one of 300 days of 2027, by iteration. */
  const window = (iteration: number) => {
    const pickupAt = new Date(Date.parse('2027-01-05T12:00:00Z') + ((iteration * 37) % 300) * DAY_MS)
    return { pickupAt, returnAt: new Date(pickupAt.getTime() + (3 + (iteration % 5)) * DAY_MS) }
  }
  const now = new Date('2026-12-01T00:00:00Z')
  let count = 0
  const inProcess = await stats.timeRuns({
    count: RUNS,
    warmup: WARMUP,
    run: async (iteration) => {
      const result = await availability.searchAvailability({
        payload,
        query: { officeOut: 'brimb1', officeIn: 'brimb1', driverAge: 30, locale: 'en', ...window(iteration) },
        now,
      })
      if (!result.isOk) throw new Error(result.error.message)
      count = result.value.length
    },
  })
  console.log(stats.summary('in-process search', inProcess), ` (${count} categories in the last answer)`)

  const token = tokens.issueToken({
    kind: 'access',
    clientId: 'bench',
    sessionId: 'bench',
    isRemembered: false,
    now: Date.now(),
  }).token
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const request = new Request(`http://localhost${incoming.url ?? '/'}`, {
      method: incoming.method,
      headers: incoming.headers as Record<string, string>,
      body: Buffer.concat(chunks),
    })
    const response = await route.POST(request)
    outgoing.writeHead(response.status, Object.fromEntries(response.headers))
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const overHttp = await stats.timeRuns({
    count: RUNS,
    warmup: WARMUP,
    run: async (iteration) => {
      const { pickupAt, returnAt } = window(iteration)
      const response = await fetch(`http://127.0.0.1:${port}/api/renteon-availability`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          OfficeOutId: 'brimb1',
          DateTimeOut: pickupAt.toISOString().slice(0, 16),
          DateTimeIn: returnAt.toISOString().slice(0, 16),
          driverAge: 30,
        }),
      })
      if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`)
      await response.json()
    },
  })
  console.log(stats.summary('HTTP POST (handler + JSON)', overHttp))
  server.close()
  await payload.destroy()
}

main()
  .then(() => {
    rmSync(scratch, { recursive: true, force: true })
    process.exit(0)
  })
  .catch((error: unknown) => {
    console.error(error)
    rmSync(scratch, { recursive: true, force: true })
    process.exit(1)
  })
