import { domainError } from '@/domain/errors/errors'
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
  run: async ({ request }) => {
    const name = new URL(request.url).searchParams.get('CarCategoryName') ?? undefined
    if (name !== undefined && name.length > MAX_NAME_LENGTH) {
      return {
        isOk: false,
        error: { ...domainError('VALIDATION_FAILED'), message: 'CarCategoryName is in invalid format' },
      }
    }
    const categories = await listCarCategories({ payload: await payloadClient(), name, locale: localeParam(request) })
    return { isOk: true, value: { data: { categories } } }
  },
})
