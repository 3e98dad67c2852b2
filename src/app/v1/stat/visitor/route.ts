import { clientIpOf } from '@/server/security/client-ip'
import { newVisitorIdentity } from '@/server/stats/page-views'

import { apiRoute } from '../../../api/_lib/route'

export const dynamic = 'force-dynamic'

/**
 * `POST /v1/stat/visitor`: a visitor identity for the view statistic, asked for once by a browser
 * that agreed to statistics and kept there (`{ data: { visitor } }`); at most 50 a day per client
 * address.
 */
export const POST = apiRoute({
  name: 'stat-visitor',
  fallback: 'CONTENT_UNAVAILABLE',
  isPublic: true,
  run: async ({ request, now }) => {
    const issued = await newVisitorIdentity({ clientIp: clientIpOf(request.headers), now })
    return 'code' in issued ? { isOk: false, error: issued } : { isOk: true, value: { data: issued } }
  },
})
