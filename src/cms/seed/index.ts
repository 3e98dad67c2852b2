import type { Payload } from 'payload'

import { DEMO_ADMIN } from './demoAdmin'

export async function seedDemoData(payload: Payload): Promise<void> {
  await payload.create({ collection: 'users', data: { ...DEMO_ADMIN, roles: ['admin'] } })
}
