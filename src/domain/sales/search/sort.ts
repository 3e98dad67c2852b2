import type { SaleSearchSort } from './keys'

/** What the results are ordered by, in order of precedence. */
export type SortKey = {
  readonly field: 'askingPrice' | 'mileage' | 'year' | 'firstRegistration' | 'discount' | 'id'
  readonly direction: 'asc' | 'desc'
}

const NEWEST: SortKey = { field: 'id', direction: 'desc' }

/**
 * SPEC §3 sorting: price, mileage and year ascending or descending, registration (newest first,
 * unknown last) and discount (largest first). The default (empty) order is the newest on the lot
 * first; ties go the same way.
 */
export function sortKeys(sort: SaleSearchSort | ''): readonly SortKey[] {
  switch (sort) {
    case '':
      return [NEWEST]
    case 'price-asc':
      return [{ field: 'askingPrice', direction: 'asc' }, NEWEST]
    case 'price-desc':
      return [{ field: 'askingPrice', direction: 'desc' }, NEWEST]
    case 'mileage-asc':
      return [{ field: 'mileage', direction: 'asc' }, NEWEST]
    case 'mileage-desc':
      return [{ field: 'mileage', direction: 'desc' }, NEWEST]
    case 'year-desc':
      return [{ field: 'year', direction: 'desc' }, NEWEST]
    case 'year-asc':
      return [{ field: 'year', direction: 'asc' }, NEWEST]
    case 'registration-desc':
      return [{ field: 'firstRegistration', direction: 'desc' }, NEWEST]
    case 'discount-desc':
      return [{ field: 'discount', direction: 'desc' }, NEWEST]
  }
}
