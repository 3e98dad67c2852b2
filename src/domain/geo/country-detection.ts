import { isCountryCode } from '../validation/countries'
import { countryOfTimeZone } from './time-zone-countries'

/** SPEC §8: where no country can be detected, the visitor is taken to be in Iceland. */
export const FALLBACK_COUNTRY = 'IS'

/**
 * A country code from an outside source (a proxy's header, a look-up service): two letters of a
 * real country, upper-cased (SPEC §5); anything else, such as Cloudflare's XX (unknown) or T1
 * (Tor), is no answer.
 */
export function countryCodeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const code = value.trim().toUpperCase()
  return /^[A-Z]{2}$/.test(code) && isCountryCode(code) ? code : null
}

/**
 * The visitor's country (SPEC §8): the one found for their address, else the one of their
 * browser's time zone; null when neither says, so the caller keeps its own default (or IS).
 */
export function detectCountry(params: {
  fromAddress: string | null
  timeZone: string | null | undefined
}): string | null {
  return countryCodeOf(params.fromAddress) ?? countryCodeOf(countryOfTimeZone(params.timeZone))
}
