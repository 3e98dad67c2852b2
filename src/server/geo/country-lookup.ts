import 'server-only'

/** What a country look-up gets from one request: its headers and the client's address (null when unknown). */
export type CountryRequest = { readonly headers: Headers; readonly address: string | null }

/**
 * The port for IP-to-country detection (SPEC §7): the two-letter country of the visitor, or null
 * when the adapter cannot tell. Adapters never throw: a failing service is no answer.
 */
export type CountryLookup = { countryOf(request: CountryRequest): Promise<string | null> }
