import 'server-only'

import { modelRedirectRules, type ModelAddresses } from '@/domain/fleet/model-redirects'
import type { RedirectRule } from '@/domain/redirects/redirect-rules'
import { payloadClient } from '@/server/payload'

/** The model pages' redirects (retired and renamed models) from the car categories. */
export async function modelPageRules(): Promise<RedirectRule[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'car-categories',
    pagination: false,
    depth: 0,
    select: { slug: true, isActive: true, previousSlugs: true, successor: true },
  })
  const models: ModelAddresses[] = docs.map((doc) => ({
    id: doc.id,
    slug: doc.slug ?? null,
    isActive: doc.isActive !== false,
    previousSlugs: doc.previousSlugs ?? [],
    successorId: typeof doc.successor === 'object' && doc.successor ? doc.successor.id : (doc.successor ?? null),
  }))
  return modelRedirectRules(models)
}
