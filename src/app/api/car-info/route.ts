import { carInfo } from '@/server/rental/car-info'
import { payloadClient } from '@/server/payload'

import { localeParam } from '../_lib/query'
import { okResponse, unexpectedErrorResponse } from '../_lib/respond'

export const dynamic = 'force-dynamic'

/** SPEC §7: the search form's options in lists (offices, driver ages, times, currencies, categories, filters). */
export async function GET(request: Request): Promise<Response> {
  try {
    return okResponse(await carInfo({ payload: await payloadClient(), locale: localeParam(request) }))
  } catch (error) {
    return unexpectedErrorResponse('car-info', 'RENTEON_API_FAILED', error)
  }
}
