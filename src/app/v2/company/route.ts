import { companyFor } from '@/server/content-api/company'

import { contentLocale } from '../../api/_lib/content-request'
import { apiRoute } from '../../api/_lib/route'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 `GET /v2/company?ln=`: Company information in the language asked (SPEC §3: favicon,
 * name, address, logo, map, phones, email, copyright, socialLinks, languages, schedule,
 * employees, pages, layout, codes, errorTheme), `{ success, data }`. Needs a visitor token.
 */
export const GET = apiRoute({
  name: 'content-company',
  fallback: 'CONTENT_UNAVAILABLE',
  scope: 'content',
  run: async ({ request }) => {
    const locale = contentLocale(request)
    return { outcome: { isOk: true, value: { data: await companyFor(locale) } }, locale }
  },
})
