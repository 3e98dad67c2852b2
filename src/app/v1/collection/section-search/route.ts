import { domainError } from '@/domain/errors/errors'
import { positiveIntParam } from '@/domain/content/section-page'
import { sectionSearch } from '@/server/content-api/sections'

import { contentLocale } from '../../../api/_lib/content-request'
import { apiRoute } from '../../../api/_lib/route'

export const dynamic = 'force-dynamic'

const MAX_SECTION_ID_LENGTH = 64

/**
 * SPEC §7 `GET /v1/collection/section-search?sid=&c=&page=`: page `page` (from 1) of the listing
 * section `sid` (a search results or content collection block of a published page, by its block
 * id) in `c` columns (1-4, else the block's, else 4), `{ success, data: { id, name, columns,
 * items, page, pageSize, pageCount, totalCount } }`. 400 for a missing sid or a malformed page,
 * 404 SECTION_NOT_FOUND for a section no published page has.
 */
export const GET = apiRoute({
  name: 'content-section-search',
  fallback: 'CONTENT_UNAVAILABLE',
  scope: 'content',
  run: async ({ request }) => {
    const locale = contentLocale(request)
    const params = new URL(request.url).searchParams
    const sid = params.get('sid')?.trim() ?? ''
    if (!sid) return { outcome: invalid('sid is required'), locale }
    if (sid.length > MAX_SECTION_ID_LENGTH) return { outcome: invalid('sid is in invalid format'), locale }
    const rawPage = params.get('page')
    const page = rawPage === null || rawPage === '' ? 1 : positiveIntParam(rawPage)
    if (page === undefined) return { outcome: invalid('page is in invalid format'), locale }
    const column = positiveIntParam(params.get('c')) ?? null
    const section = await sectionSearch(sid, column, page, locale)
    return {
      outcome: section
        ? { isOk: true, value: { data: section } }
        : { isOk: false, error: domainError('SECTION_NOT_FOUND', { id: sid }) },
      locale,
    }
  },
})

function invalid(message: string) {
  return { isOk: false as const, error: { ...domainError('VALIDATION_FAILED'), message } }
}
