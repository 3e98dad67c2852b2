import { parsePageView } from '@/domain/content/page-view'
import { domainError } from '@/domain/errors/errors'
import { payloadClient } from '@/server/payload'
import { countPageView } from '@/server/stats/page-views'

import { readJsonBody } from '../../../api/_lib/body'
import { apiRoute } from '../../../api/_lib/route'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 `POST /v1/stat/view` (`fingerprint`, `hash`): counts a page view of a visitor who agreed
 * to statistics. The browser sends it only after consent; nothing personal is stored.
 */
export const POST = apiRoute({
  name: 'stat-view',
  fallback: 'CONTENT_UNAVAILABLE',
  isPublic: true,
  run: async ({ request, now }) => {
    const body = await readJsonBody(request)
    if (!body.isOk) return body
    const view = parsePageView(body.value)
    if (!view) return { isOk: false, error: domainError('INVALID_REQUEST') }
    const counted = await countPageView({ payload: await payloadClient(), view, now })
    if (!counted) return { isOk: false, error: domainError('INVALID_REQUEST') }
    return { isOk: true, value: { data: counted } }
  },
})
