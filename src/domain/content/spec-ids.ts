import { CURRENCY_CODES, type CurrencyCode } from '../money/money'
import { DEFAULT_PRICE_LIST_ID } from '../pricing/price-list'
import { KEFLAVIK_AIRPORT_ID } from '../search/search-defaults'

/**
 * The ids SPEC §9 gives the content service and the rental system, as the content API
 * recognises them. They are constants, not an admin-editable mapping: each names a loader in code
 * (banners, the upgrade filter, popular cars, car details), clients of the spec hard-code them, and
 * an editor changing one would only break those clients. A new collection is a new entry here
 * with its loader beside it (src/server/content-api/collections.ts).
 */
export const SPEC_COLLECTION_IDS = {
  banners: 269,
  upgradeFilter: 271,
  popularCars: 272,
  carDetails: 190,
} as const

export type SpecCollection = keyof typeof SPEC_COLLECTION_IDS

/** SPEC §9: the company of the content service (Company information is the one company). */
export const SPEC_COMPANY_ID = 33

/** SPEC §9: the payment currency's id (ISK). */
export const SPEC_PAYMENT_CURRENCY_ID = 69

/** SPEC §9: the default office's id, our Keflavík airport desk. */
export const SPEC_DEFAULT_OFFICE = { id: 35, code: KEFLAVIK_AIRPORT_ID } as const

/** SPEC §9: the price list id (our default price list carries the same code). */
export const SPEC_PRICE_LIST_ID = DEFAULT_PRICE_LIST_ID

/** The collection a `cid` names, or undefined for an id the spec does not give. */
export function collectionOfId(cid: number): SpecCollection | undefined {
  const entry = Object.entries(SPEC_COLLECTION_IDS).find(([, id]) => id === cid)
  return entry ? (entry[0] as SpecCollection) : undefined
}

/** SPEC §3 Currency: id, name, symbol, code. */
export type CurrencyEntity = { id: number; name: string; symbol: string; code: CurrencyCode }

/**
 * The currencies the site prices in. ISK carries the spec's id (69); the spec gives no other, so
 * the rest carry their ISO 4217 numeric code, which no client can mistake for another.
 */
const CURRENCY_ENTITIES: Readonly<Record<CurrencyCode, CurrencyEntity>> = {
  EUR: { id: 978, name: 'Euro', symbol: '€', code: 'EUR' },
  ISK: { id: SPEC_PAYMENT_CURRENCY_ID, name: 'Icelandic króna', symbol: 'kr.', code: 'ISK' },
  USD: { id: 840, name: 'US dollar', symbol: '$', code: 'USD' },
  GBP: { id: 826, name: 'Pound sterling', symbol: '£', code: 'GBP' },
}

export function currencyEntities(): CurrencyEntity[] {
  return CURRENCY_CODES.map((code) => CURRENCY_ENTITIES[code])
}

export function currencyEntity(code: CurrencyCode): CurrencyEntity {
  return CURRENCY_ENTITIES[code]
}
