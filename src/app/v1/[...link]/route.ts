import { domainError } from '@/domain/errors/errors'
import { templateByPath } from '@/server/content-api/template'

import { contentLocale, contentPath } from '../../api/_lib/content-request'
import { apiRoute } from '../../api/_lib/route'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 `GET /v1{link}`: a link of the content (a menu entry, a block's "more" button) read as
 * the page template it leads to, like `/v1/tpl{link}`. Every other path under /v1 that no call
 * answers lands here too, so an unknown path is a JSON 404 CONTENT_NOT_FOUND, never an HTML page.
 */
export const GET = apiRoute({
  name: 'content-link',
  fallback: 'CONTENT_UNAVAILABLE',
  scope: 'content',
  run: async ({ request }) => {
    const locale = contentLocale(request)
    const path = contentPath(request, '/v1')
    const template = path === undefined ? null : await templateByPath(path, locale)
    const outcome = template
      ? { isOk: true as const, value: { data: template } }
      : { isOk: false as const, error: domainError('CONTENT_NOT_FOUND', { path: path ?? '?' }) }
    return { outcome, locale }
  },
})
