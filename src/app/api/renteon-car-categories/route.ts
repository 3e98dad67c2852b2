import { domainError } from '@/domain/errors/errors'
import { requireVisitor } from '@/server/auth/require-visitor'
import { listCarCategories } from '@/server/rental/car-categories'
import { payloadClient } from '@/server/payload'

import { localeParam } from '../_lib/query'
import { errorResponse, okResponse, unexpectedErrorResponse } from '../_lib/respond'

export const dynamic = 'force-dynamic'

const MAX_NAME_LENGTH = 100

/** SPEC §7: the car categories, optionally by name (?CarCategoryName=); `{ success, data: { categories } }`. */
export async function GET(request: Request): Promise<Response> {
  try {
    const visitor = await requireVisitor(request)
    if (!visitor.isOk) return visitor.response
    const name = new URL(request.url).searchParams.get('CarCategoryName') ?? undefined
    if (name !== undefined && name.length > MAX_NAME_LENGTH) {
      return errorResponse({ ...domainError('VALIDATION_FAILED'), message: 'CarCategoryName is in invalid format' })
    }
    const categories = await listCarCategories({ payload: await payloadClient(), name, locale: localeParam(request) })
    return okResponse({ categories })
  } catch (error) {
    return unexpectedErrorResponse('renteon-car-categories', 'CATEGORIES_ERROR', error)
  }
}
