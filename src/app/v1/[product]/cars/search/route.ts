import { errorResponse, failureResponse, okResponse } from '@/server/http/api-response'
import { domainError } from '@/domain/errors/errors'
import { FACET_KEYS } from '@/domain/sales/search/facets'
import { parseSaleSearch } from '@/domain/sales/search/parse'
import { parseLocale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload'
import { searchSaleCars } from '@/server/sales/search/search-cars'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ product: string }> }

/**
 * SPEC §7 `GET /v1/{product}/cars/search{query}` for the product `sales`: the page of cars for
 * sale the search query asks for (24 a page), with the facet counts, as JSON. `ln` picks the
 * language of the cars' texts. Another product is a 404; a value it cannot read a 400.
 */
export async function GET(request: Request, context: Context): Promise<Response> {
  if ((await context.params).product !== 'sales') return Response.json({ success: false }, { status: 404 })
  const params = new URL(request.url).searchParams
  const locale = parseLocale(params.get('ln')) ?? 'en'
  const query = [...params.entries()].filter(([key]) => key !== 'ln')
  const { search, problems } = parseSaleSearch({ segments: [], query })
  if (problems.length > 0) {
    return errorResponse(
      domainError('VALIDATION_FAILED'),
      problems.map((problem) => ({ path: problem.key, message: `${problem.key} is in invalid format` })),
    )
  }
  try {
    const result = await searchSaleCars({ payload: await payloadClient(), search, locale })
    return okResponse({
      total: result.total,
      page: search.page,
      pageCount: result.pageCount,
      cars: result.cards.map(({ picture, ...card }) => ({ ...card, pictureUrl: picture?.url ?? null })),
      facets: Object.fromEntries(FACET_KEYS.map((key) => [key, Object.fromEntries(result.facets[key])])),
    })
  } catch (error) {
    return failureResponse({ route: 'sales-search', error, fallback: 'RENTEON_ERROR' })
  }
}
