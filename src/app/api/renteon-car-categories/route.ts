import { databaseOutageReason } from '@/domain/errors/database-outage'
import { domainError } from '@/domain/errors/errors'
import type { Locale } from '@/i18n/locales'
import { errorResponse, inLanguage, logUnexpected } from '@/server/http/api-response'
import { listCarCategories } from '@/server/rental/car-categories'
import { payloadClient } from '@/server/payload'

import { localeParam } from '../_lib/query'
import { apiRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

const MAX_NAME_LENGTH = 100

/** SPEC §7: the car categories, optionally by name (?CarCategoryName=); `{ success, data: { categories } }`. */
export const GET = apiRoute({
  name: 'renteon-car-categories',
  fallback: 'CATEGORIES_ERROR',
  scope: 'availability',
  run: async ({ request }) => {
    const name = new URL(request.url).searchParams.get('CarCategoryName') ?? undefined
    if (name !== undefined && name.length > MAX_NAME_LENGTH) {
      return {
        isOk: false,
        error: { ...domainError('VALIDATION_FAILED'), message: 'CarCategoryName is in invalid format' },
      }
    }
    const locale = localeParam(request)
    try {
      const categories = await listCarCategories({ payload: await payloadClient(), name, locale })
      return { isOk: true, value: { data: { categories } } }
    } catch (error) {
      // A database outage is the pipeline's 503; anything else is the spec's categories failure.
      if (databaseOutageReason(error) !== undefined) throw error
      logUnexpected('renteon-car-categories', error)
      return categoriesFailed(locale)
    }
  },
})

/**
 * SPEC §8: the call failed, 'Car categories API call failed', answered with the code
 * CATEGORIES_ERROR and its message for the visitor ('Unable to fetch car categories. Please try
 * again.'); the failure itself is under `detail`, both in the language asked.
 */
async function categoriesFailed(locale: Locale): Promise<Response> {
  const answer = errorResponse(await inLanguage(domainError('CATEGORIES_ERROR'), locale))
  const detail = await inLanguage(domainError('CAR_CATEGORIES_API_FAILED'), locale)
  const body = (await answer.json()) as { error: Record<string, unknown> }
  return Response.json(
    { ...body, error: { ...body.error, detail: detail.message } },
    { status: answer.status, headers: answer.headers },
  )
}
