import { domainError } from '@/domain/errors/errors'

import { contentLocale, contentPath } from '../../api/_lib/content-request'
import { apiRoute } from '../../api/_lib/route'

export const dynamic = 'force-dynamic'

/** A path under /v2 that no call answers: a JSON 404 in the language asked, never an HTML page. */
export const GET = apiRoute({
  name: 'content-unknown-v2',
  fallback: 'CONTENT_UNAVAILABLE',
  isPublic: true,
  run: async ({ request }) => ({
    outcome: {
      isOk: false,
      error: domainError('CONTENT_NOT_FOUND', { path: `/v2${contentPath(request, '/v2') ?? ''}` }),
    },
    locale: contentLocale(request),
  }),
})
