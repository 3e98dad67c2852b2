import { ageBandFor } from '@/domain/search/search-defaults'
import type { SearchFilters } from '@/domain/search/search-query'

import type { SearchBoxValues } from './SearchBox'

/** The search box's starting values from search filters; dates absent are filled in the browser. */
export function searchBoxValues(
  filters: SearchFilters,
  dates: { puDate: string; doDate: string } | undefined,
): SearchBoxValues {
  return {
    puLocation: filters.puLocation,
    doLocation: filters.doLocation,
    puDate: dates?.puDate,
    doDate: dates?.doDate,
    pickupTime: filters.pickupTime,
    returnTime: filters.returnTime,
    driverAge: String(ageBandFor(filters.driverAge)?.minAge ?? filters.driverAge),
    currency: filters.currency,
    country: filters.country,
    promo: filters.promo ?? '',
  }
}
