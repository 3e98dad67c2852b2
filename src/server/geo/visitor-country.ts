import 'server-only'

import { headers as requestHeaders } from 'next/headers'

import { clientAddressOf, parseAddressChain } from '@/domain/security/client-address'
import { env } from '@/env'

import type { CountryLookup, CountryRequest } from './country-lookup'
import { createHeaderCountryLookup } from './header-lookup'
import { createHttpCountryLookup } from './http-lookup'
import { ADDRESS_CHAIN_HEADER } from '../security/client-ip'

/**
 * The configured country look-up: the proxy's header when `GEO_COUNTRY_HEADER` is set, then the
 * HTTP service of `GEO_COUNTRY_URL` when set. With neither, it never knows, and the browser's time
 * zone decides (SPEC §8).
 */
export function configuredCountryLookup(config: {
  header: string | undefined
  url: string | undefined
}): CountryLookup {
  const lookups = [
    createHeaderCountryLookup(config.header),
    ...(config.url ? [createHttpCountryLookup({ urlTemplate: config.url })] : []),
  ]
  return {
    countryOf: async (request) => {
      for (const lookup of lookups) {
        const country = await lookup.countryOf(request)
        if (country) return country
      }
      return null
    },
  }
}

let lookup: CountryLookup | undefined

/**
 * The visitor's country from their request, for a page rendered per request (never a cached one,
 * ADR 009): null when the configured look-up cannot tell.
 */
export async function visitorCountry(): Promise<string | null> {
  lookup ??= configuredCountryLookup({ header: env.GEO_COUNTRY_HEADER, url: env.GEO_COUNTRY_URL })
  const headers = await requestHeaders()
  return lookup.countryOf(countryRequest(headers, env.TRUSTED_PROXY_HOPS))
}

/** The request as the look-up sees it: the client's address as our server recorded it (ADR 007). */
export function countryRequest(headers: Headers, trustedHops: number): CountryRequest {
  const chain = parseAddressChain(headers.get(ADDRESS_CHAIN_HEADER))
  return { headers, address: chain.length > 0 ? clientAddressOf(chain, trustedHops) : null }
}
