import 'server-only'

import { countryCodeOf } from '@/domain/geo/country-detection'

import type { CountryLookup } from './country-lookup'

/**
 * The built-in adapter: the country a proxy or CDN in front of the app puts in a header
 * (`GEO_COUNTRY_HEADER`, e.g. cf-ipcountry or cloudfront-viewer-country). Only two-letter codes
 * of real countries count; without a header name configured it never knows.
 */
export function createHeaderCountryLookup(headerName: string | undefined): CountryLookup {
  return {
    countryOf: async ({ headers }) => (headerName ? countryCodeOf(headers.get(headerName)) : null),
  }
}
