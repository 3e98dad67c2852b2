import { domainError } from '@/domain/errors/errors'
import { templateByPath } from '@/server/content-api/template'

import { contentLocale, contentPath } from '../../../api/_lib/content-request'
import { apiRoute } from '../../../api/_lib/route'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 `GET /v1/tpl{path}?ln=`: the published page at `path` in the language asked, as
 * `{ success, data: { path, title, components, seo, theme, hash } }` (SPEC §3 Page); 404
 * CONTENT_NOT_FOUND when nothing is published there. Needs a visitor token (Bearer).
 */
export const GET = apiRoute({
  name: 'content-template',
  fallback: 'CONTENT_UNAVAILABLE',
  scope: 'content',
  run: async ({ request }) => {
    const locale = contentLocale(request)
    const path = contentPath(request, '/v1/tpl')
    const template = path === undefined ? null : await templateByPath(path, locale)
    const outcome = template
      ? { isOk: true as const, value: { data: template } }
      : { isOk: false as const, error: domainError('CONTENT_NOT_FOUND', { path: path ?? '?' }) }
    return { outcome, locale }
  },
})
