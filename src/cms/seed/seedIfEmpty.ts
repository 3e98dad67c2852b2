import type { Payload } from 'payload'

import { seedDemoData } from '.'

/** Seeds the demo data once: an empty users table means a fresh database. */
export async function seedIfEmpty(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  payload.logger.info('Empty database: seeding the demo data')
  const started = Date.now()
  await seedDemoData(payload)
  payload.logger.info(`Demo data seeded in ${Date.now() - started} ms`)
}
