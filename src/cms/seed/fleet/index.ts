import type { Payload, PayloadRequest } from 'payload'

import { createMediaSeeder, type MediaSeeder } from '../media'
import type { SeedRun } from '../types'
import { CATEGORY_SEEDS } from './categories.data'
import { seedCategories } from './categories'
import { seedDamagePrices } from './damagePrices'
import { seedOffices } from './offices'
import { CITY_OFFICE_CODE } from './offices.data'
import { seedPriceList } from './priceList'
import { seedPromoCodes } from './promoCodes'
import { seedRentalRules } from './rentalRules'
import { inTransaction } from './run'
import { seedDemoRequest } from './demoRequest'
import { seedServices } from './services'
import { seedVehicles } from './vehicles'

export type FleetSeedSummary = {
  offices: number
  categories: number
  vehicles: number
  services: number
  promoCodes: number
  /** The demo booking request (the on-request category, two weeks ahead). */
  requests: number
}

export type SeedOptions = {
  /** Writes join this request's transaction; without it the fleet is seeded in a transaction of its own. */
  req?: PayloadRequest
  /** The content seed's media seeder, to share its car pictures. */
  media?: MediaSeeder
}

/**
 * Seeds the rental fleet: two offices, car categories with pictures, vehicles, price list 148,
 * services, rental rules, the damage price list, promo codes and one booking request, all in one transaction. Does nothing when offices exist already.
 */
export async function seedFleet(payload: Payload, options: SeedOptions = {}): Promise<FleetSeedSummary | undefined> {
  return inTransaction(payload, options.req, async (run) => {
    const { totalDocs } = await payload.count({ collection: 'offices', req: run.req })
    if (totalDocs > 0) return undefined
    return seedAll(run, options.media ?? createMediaSeeder(run))
  })
}

async function seedAll(run: SeedRun, media: MediaSeeder): Promise<FleetSeedSummary> {
  const officeIds = await seedOffices(run)
  const categoryIds = await seedCategories(run, media)
  const vehicles = await seedVehicles({ run, categoryIds, officeIds, cityOfficeCode: CITY_OFFICE_CODE })
  await seedPriceList(run, categoryIds)
  const services = await seedServices(run)
  await seedRentalRules(run)
  await seedDamagePrices(run)
  const fourByFours = categoryIds.filter((_, at) => CATEGORY_SEEDS[at]?.driveType === '4WD')
  const promoCodes = await seedPromoCodes(run, fourByFours)
  const requests = await seedDemoRequest({ run, categoryIds, officeIds })
  return { offices: officeIds.size, categories: categoryIds.length, vehicles, services, promoCodes, requests }
}
