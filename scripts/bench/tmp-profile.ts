import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
const scratch = mkdtempSync(path.join(tmpdir(), 'vegur-prof-'))
Object.assign(process.env, { DATA_DIR: scratch, SQLITE_PATH: path.join(scratch, 'b.db'), PAYLOAD_SECRET: randomBytes(24).toString('hex'), SEED_DEMO_DATA: 'false', DISABLE_PAYLOAD_HMR: 'true' })
delete process.env.DATABASE_URL
async function main() {
  const [{ getPayload }, { default: config }, seed, parse, cand, cards, facets, sqlm] = await Promise.all([
    import('payload'), import('../../src/payload.config'), import('./sales-search-seed'),
    import('../../src/domain/sales/search/parse'), import('../../src/server/sales/search/candidates'),
    import('../../src/server/sales/search/cards'), import('../../src/domain/sales/search/facets'), import('../../src/server/rental/db/sql'),
  ])
  const payload = await getPayload({ config })
  await seed.seedBenchCars(payload, Number(process.env.N ?? 5000))
  const search = parse.parseSaleSearch({ segments: [], query: [...new URLSearchParams('brands=toyota,kia,volkswagen,skoda&fuels=Diesel,Hybrid,Petrol&prices_from=1500000&prices_to=9000000&years_from=2012&transmissions=Automatic&sort=price-asc&page=3').entries()] }).search
  const runner = sqlm.sqlRunner(payload)
  for (let i = 0; i < 3; i++) {
    let t = performance.now()
    const rows = await cand.loadCandidates(runner, search)
    const a = performance.now() - t; t = performance.now()
    facets.countFacets(rows)
    const b = performance.now() - t; t = performance.now()
    await cards.loadSaleCards({ payload, ids: rows.slice(0, 24).map((r) => r.id), locale: 'en' })
    const c = performance.now() - t; t = performance.now()
    await runner.rows(sqlm.sql`SELECT COUNT(*) FROM vehicles_for_sale`)
    console.log(`rows ${rows.length} candidates ${a.toFixed(1)} facets ${b.toFixed(1)} cards ${c.toFixed(1)} count ${(performance.now() - t).toFixed(1)}`)
  }
  process.exit(0)
}
main().catch((e) => { console.error(e); process.exit(1) })
