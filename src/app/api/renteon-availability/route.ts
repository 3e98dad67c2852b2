import { searchAvailability } from '@/server/rental/availability'
import { availabilityRequestSchema } from '@/server/rental/api/availability.schema'
import { payloadClient } from '@/server/payload'

import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/** SPEC §7: car categories free for a rental, priced; `{ success, data: { carCategories } }`. */
export const POST = postRoute({
  name: 'renteon-availability',
  fallback: 'RENTEON_ERROR',
  schema: () => availabilityRequestSchema,
  run: async (query, now) => {
    const result = await searchAvailability({ payload: await payloadClient(), query, now })
    return result.isOk ? { isOk: true, value: { data: { carCategories: result.value } } } : result
  },
})
