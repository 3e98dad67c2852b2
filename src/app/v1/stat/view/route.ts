import { parsePageView } from '@/domain/content/page-view'
import { domainError } from '@/domain/errors/errors'
import { readBodyWithin } from '@/server/http/request-body'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'
import { countPageView } from '@/server/stats/page-views'

import { apiRoute } from '../../../api/_lib/route'

export const dynamic = 'force-dynamic'

/** A view is a page hash and a visitor identity: a few hundred bytes of JSON. */
const MAX_VIEW_BYTES = 2048

/**
 * SPEC §7 `POST /v1/stat/view` (`fingerprint`: the visitor identity the server issued, `hash`):
 * counts a page view of a visitor who agreed to statistics. The browser sends it only after
 * consent; nothing personal is stored.
 */
export const POST = apiRoute({
  name: 'stat-view',
  fallback: 'CONTENT_UNAVAILABLE',
  isPublic: true,
  run: async ({ request, now }) => {
    const body = await readBodyWithin(request, MAX_VIEW_BYTES)
    if (!body.isOk) return body
    let json: unknown
    try {
      json = JSON.parse(new TextDecoder().decode(body.value))
    } catch {
      return { isOk: false, error: domainError('INVALID_JSON') }
    }
    const view = parsePageView(json)
    if (!view) return { isOk: false, error: domainError('INVALID_REQUEST') }
    const counted = await countPageView({
      payload: await payloadClient(),
      view,
      clientIp: clientIpOf(request.headers),
      now,
    })
    if (!counted) return { isOk: false, error: domainError('INVALID_REQUEST') }
    if ('code' in counted) return { isOk: false, error: counted }
    return { isOk: true, value: { data: counted } }
  },
})
