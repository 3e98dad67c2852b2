/**
 * Sales search benchmark (npm run bench:sales-search): seeds 20,000 cars for sale and prints
 * p50/p95 of a search with five filters, a sort, page 3 and every facet count, in-process (the
 * use case) and over HTTP (a node:http server forwarding to `GET /v1/sales/cars/search`), on
 * SQLite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database as well.
 * Targets: p95 <= 50 ms in-process, <= 80 ms over HTTP. BENCH_CARS and BENCH_RUNS change the size and runs.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const WARMUP = 20
const kind = process.argv.includes('--postgres') ? 'postgres' : 'sqlite'

/** Five filters (brands, fuels, price range, year range, gearbox), sorted, page 3; varied per run. */
const SEARCHES = [
  'brands=toyota,kia,volkswagen,skoda&fuels=Diesel,Hybrid,Petrol&prices_from=1500000&prices_to=9000000&years_from=2012&transmissions=Automatic&sort=price-asc&page=3',
  'brands=toyota,hyundai,subaru,volvo&fuels=Petrol,PluginHybrid,Hybrid&prices_from=1000000&prices_to=8000000&years_from=2014&transmissions=Automatic,Manual&sort=mileage-asc&page=3',
  'brands=kia,tesla,mercedes-benz,volkswagen&fuels=Electric,Diesel&prices_from=2000000&prices_to=12000000&years_from=2011&driveTrains=AWD,FWD&sort=year-desc&page=3',
]

async function main(): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'vegur-bench-sales-'))
  Object.assign(process.env, {
    DATA_DIR: scratch,
    SQLITE_PATH: path.join(scratch, 'bench.db'),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SEED_DEMO_DATA: 'false',
    DISABLE_PAYLOAD_HMR: 'true',
  })
  const postgres = kind === 'postgres' ? await import('../../tests/int/postgres') : undefined
  const databaseUrl = postgres ? await postgres.createTestDatabase() : undefined
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl
  else delete process.env.DATABASE_URL
  try {
    await run()
  } finally {
    if (databaseUrl && postgres) await postgres.dropTestDatabase(databaseUrl)
    rmSync(scratch, { recursive: true, force: true })
  }
}

async function run(): Promise<void> {
  const [{ getPayload }, { default: config }, seed, stats, parse, search, route, parts] = await Promise.all([
    import('payload'),
    import('../../src/payload.config'),
    import('./sales-search-seed'),
    import('./stats'),
    import('../../src/domain/sales/search/parse'),
    import('../../src/server/sales/search/search-cars'),
    import('../../src/app/v1/[product]/cars/search/route'),
    import('./sales-search-parts'),
  ])
  const payload = await getPayload({ config })
  const started = performance.now()
  await seed.seedBenchCars(payload, Number(process.env.BENCH_CARS ?? seed.BENCH_CARS))
  const { totalDocs } = await payload.count({ collection: 'vehicles-for-sale', overrideAccess: true })
  console.log(`[${kind}] seeded ${totalDocs} cars for sale in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  const searchOf = (iteration: number) =>
    parse.parseSaleSearch({
      segments: [],
      query: [...new URLSearchParams(SEARCHES[iteration % SEARCHES.length]).entries()],
    }).search
  const cold = performance.now()
  await search.searchSaleCars({ payload, search: searchOf(0), locale: 'en' })
  console.log(
    `[${kind}] first search, reading ${totalDocs} cars into memory: ${(performance.now() - cold).toFixed(0)} ms`,
  )
  let last = ''
  const inProcess = await stats.timeRuns({
    count: RUNS,
    warmup: WARMUP,
    run: async (iteration) => {
      const result = await search.searchSaleCars({ payload, search: searchOf(iteration), locale: 'en' })
      if (result.cards.length === 0) throw new Error('page 3 is empty: the benchmark search finds too little')
      last = `${result.total} matches, ${result.cards.length} cards, ${[...result.facets.brands.values()].length} brands counted`
    },
  })
  console.log(stats.summary(`[${kind}] in-process search`, inProcess), ` (${last})`)
  for (const [label, samples] of await parts.timeParts({ payload, searchOf, runs: Math.min(RUNS, 50) })) {
    console.log(stats.summary(`[${kind}]   ${label}`, samples))
  }

  const server = createServer(async (incoming, outgoing) => {
    const url = new URL(`http://localhost${incoming.url ?? '/'}`)
    const response = await route.GET(new Request(url), { params: Promise.resolve({ product: 'sales' }) })
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
      const response = await fetch(
        `http://127.0.0.1:${port}/v1/sales/cars/search?${SEARCHES[iteration % SEARCHES.length]}`,
      )
      if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`)
      await response.json()
    },
  })
  console.log(stats.summary(`[${kind}] HTTP GET (handler + JSON)`, overHttp))
  server.close()
  // The database is dropped WITH (FORCE) afterwards, which ends the pool's connections.
  ;(payload.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } }).pool?.on(
    'error',
    () => {},
  )
  await payload.destroy()
}

main()
  .then(() => {
    if (kind === 'sqlite' && process.env.TEST_DATABASE_URL) {
      const again = spawnSync(
        'npx',
        ['tsx', '--import', './scripts/bench/lib/server-only-stub.mjs', process.argv[1] ?? '', '--postgres'],
        { stdio: 'inherit' },
      )
      process.exit(again.status ?? 1)
    }
    process.exit(0)
  })
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
