import { ecommerceSettings } from '@/server/content-api/settings'

import { apiRoute } from '../../../api/_lib/route'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 `GET /v1/ecommerce/settings`: the currencies (SPEC §3 Currency: id, name, symbol, code),
 * the default and payment currency (id 69, ISK), the spec's company, office, price list and
 * collection ids, and today's exchange rates. Needs a visitor token.
 */
export const GET = apiRoute({
  name: 'content-ecommerce-settings',
  fallback: 'CONTENT_UNAVAILABLE',
  scope: 'content',
  run: async () => ({ isOk: true, value: { data: await ecommerceSettings() } }),
})
