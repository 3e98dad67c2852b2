import { carInfo } from '@/server/rental/car-info'
import { payloadClient } from '@/server/payload'

import { localeParam } from '../_lib/query'
import { apiRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/** SPEC §7: the search form's options in lists (offices, driver ages, times, currencies, categories, filters). */
export const GET = apiRoute({
  name: 'car-info',
  fallback: 'RENTEON_API_FAILED',
  isPublic: true,
  run: async ({ request }) => ({
    isOk: true,
    value: { data: await carInfo({ payload: await payloadClient(), locale: localeParam(request) }) },
  }),
})
