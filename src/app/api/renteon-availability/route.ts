import { searchAvailability } from '@/server/rental/availability'
import { withEligibilityMessages } from '@/server/rental/eligibility-answer'
import { availabilityRequestSchema } from '@/server/rental/api/availability.schema'
import { payloadClient } from '@/server/payload'

import { currencyPrecheck } from '../_lib/currency'
import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7: car categories free for a rental, priced; `{ success, data: { carCategories } }`. Each
 * says whether the search's driver may book it (`eligibility`), the ones that may not last.
 * Amounts are in the asked `currency` (EUR, ISK, USD, GBP), else the price list's; any other
 * currency is 400 UNSUPPORTED_CURRENCY.
 */
export const POST = postRoute({
  name: 'renteon-availability',
  fallback: 'RENTEON_ERROR',
  scope: 'availability',
  schema: () => availabilityRequestSchema,
  precheck: currencyPrecheck('currency'),
  run: async (query, now) => {
    const result = await searchAvailability({ payload: await payloadClient(), query, now })
    if (!result.isOk) return result
    return { isOk: true, value: { data: { carCategories: await withEligibilityMessages(result.value, query.locale) } } }
  },
})
