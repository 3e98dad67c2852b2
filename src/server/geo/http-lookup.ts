import 'server-only'

import { isIP } from 'node:net'

import { countryCodeOf } from '@/domain/geo/country-detection'

import type { CountryLookup } from './country-lookup'

/** SPEC §9: a visitor's country is kept for an hour. */
const COUNTRY_CACHE_MS = 60 * 60 * 1000
const MAX_CACHED_ADDRESSES = 10_000
const LOOKUP_TIMEOUT_MS = 1_500

/**
 * An adapter for an IP-to-country service over HTTP(S): `urlTemplate` holds `{ip}` (e.g.
 * `https://geo.example/{ip}/country`). The service answers the code as plain text or as JSON
 * (`country_code`, `countryCode`, `country_code2`, `country` as a code or `{ iso_code }`).
 * Answers are kept an hour per address; a timeout, an error or a garbled answer is no answer.
 */
export function createHttpCountryLookup(params: {
  urlTemplate: string
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => number
}): CountryLookup {
  const fetchText = params.fetch ?? fetch
  const now = params.now ?? Date.now
  const cache = new Map<string, { country: string | null; until: number }>()
  return {
    countryOf: async ({ address }) => {
      if (!address || isIP(address) === 0) return null
      const kept = cache.get(address)
      if (kept && kept.until > now()) return kept.country
      const country = await lookUp(address)
      if (cache.size >= MAX_CACHED_ADDRESSES) cache.delete(cache.keys().next().value ?? address)
      cache.set(address, { country, until: now() + COUNTRY_CACHE_MS })
      return country
    },
  }

  async function lookUp(address: string): Promise<string | null> {
    try {
      const response = await fetchText(params.urlTemplate.replaceAll('{ip}', encodeURIComponent(address)), {
        headers: { accept: 'application/json, text/plain' },
        signal: AbortSignal.timeout(params.timeoutMs ?? LOOKUP_TIMEOUT_MS),
        cache: 'no-store',
      })
      return response.ok ? countryOfAnswer(await response.text()) : null
    } catch {
      return null
    }
  }
}

/** The country in a service's answer body, plain or JSON. */
export function countryOfAnswer(body: string): string | null {
  const plain = countryCodeOf(body)
  if (plain) return plain
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const fields = parsed as Record<string, unknown>
  const nested = fields['country']
  const isoCode =
    typeof nested === 'object' && nested !== null ? (nested as Record<string, unknown>)['iso_code'] : nested
  for (const candidate of [fields['country_code'], fields['countryCode'], fields['country_code2'], isoCode]) {
    const code = countryCodeOf(candidate)
    if (code) return code
  }
  return null
}
