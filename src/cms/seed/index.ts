import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { seedCompany } from './content/company'
import { seedForms } from './content/forms'
import { seedPages } from './content/pages/seed'
import { DEMO_ADMIN } from './demoAdmin'
import { seedFleet } from './fleet'
import { seedUpgradeRules } from './fleet/upgradeRules'
import { createMediaSeeder, seedMedia } from './media'
import { seedSales } from './sales'
import { SEED_CONTEXT, type SeedRun } from './types'

/**
 * Seeds the demo data (media, company information, pages, the rental fleet and prices, the cars for
 * sale, the contact form, the admin user) in one transaction:
 * a run that fails leaves the database as it was, so the next start tries again. Each step also
 * skips what already exists.
 */
export async function seedDemoData(payload: Payload): Promise<void> {
  const req = await createLocalReq({ context: SEED_CONTEXT }, payload)
  await initTransaction(req)
  try {
    const run: SeedRun = { payload, req }
    const mediaSeeder = createMediaSeeder(run)
    const media = await seedMedia(mediaSeeder)
    await seedCompany(run, media)
    await seedFleet(payload, { req, media: mediaSeeder })
    const forms = await seedForms(run)
    const pages = await seedPages(run, { ...media, cars: await carIdsBySlug(run), forms })
    await seedSales(payload, { req, media: mediaSeeder })
    await seedUpgradeRules(run)
    // Last: a database with the admin counts as seeded (see seedIfEmpty).
    await seedAdmin(run)
    await commitTransaction(req)
    payload.logger.info(`Seeded ${pages} pages, company information, the fleet, cars for sale and the demo admin`)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The car categories' ids by slug, for the pages' car blocks. */
async function carIdsBySlug({ payload, req }: SeedRun): Promise<Record<string, number>> {
  const { docs } = await payload.find({
    collection: 'car-categories',
    depth: 0,
    limit: 0,
    pagination: false,
    select: { slug: true },
    req,
  })
  return Object.fromEntries(docs.flatMap((doc) => (doc.slug ? [[doc.slug, doc.id]] : [])))
}

async function seedAdmin({ payload, req }: SeedRun): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: DEMO_ADMIN.email } },
    req,
  })
  if (totalDocs > 0) return
  await payload.create({ collection: 'users', data: { ...DEMO_ADMIN, roles: ['admin'] }, req, context: SEED_CONTEXT })
}
