import { errorResponse, failureResponse, okResponse } from '@/server/http/api-response'
import { domainError } from '@/domain/errors/errors'
import { parseSaleSearch } from '@/domain/sales/search/parse'
import { payloadClient } from '@/server/payload'
import { countSaleCars } from '@/server/sales/search/count'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 `GET /v1/car/count{query}`: how many cars for sale the search finds, for the search
 * form's "Show N cars" button. The query takes the search's filter keys; a value it cannot read is
 * a 400 naming the key. Public: it tells no more than the search page itself.
 */
export async function GET(request: Request): Promise<Response> {
  const { search, problems } = parseSaleSearch({
    segments: [],
    query: [...new URL(request.url).searchParams.entries()],
  })
  if (problems.length > 0) {
    return errorResponse(
      domainError('VALIDATION_FAILED'),
      problems.map((problem) => ({ path: problem.key, message: `${problem.key} is in invalid format` })),
    )
  }
  try {
    return okResponse({ count: await countSaleCars(await payloadClient(), search) })
  } catch (error) {
    return failureResponse({ route: 'car-count', error, fallback: 'RENTEON_ERROR' })
  }
}
