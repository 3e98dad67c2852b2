import type { Payload } from 'payload'

import type { SeedOptions } from '../fleet'
import { inTransaction } from '../fleet/run'
import { createMediaSeeder } from '../media'
import { seedSaleVehicles } from './vehicles'

/**
 * Seeds the used cars for sale (published, with pictures, in all six languages) in one
 * transaction. Does nothing when there are cars for sale already; returns how many were made.
 */
export async function seedSales(payload: Payload, options: SeedOptions = {}): Promise<number | undefined> {
  return inTransaction(payload, options.req, async (run) => {
    const { totalDocs } = await payload.count({ collection: 'vehicles-for-sale', req: run.req })
    if (totalDocs > 0) return undefined
    return seedSaleVehicles(run, options.media ?? createMediaSeeder(run))
  })
}
