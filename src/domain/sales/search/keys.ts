import {
  SALE_ADDITIONAL_OPTIONS,
  SALE_BODY_TYPES,
  SALE_COLOURS,
  SALE_DRIVE_TRAINS,
  SALE_EXCHANGE_FLAGS,
  SALE_FEATURES,
  SALE_FLAGS,
  SALE_FUELS,
  SALE_GEARBOXES,
} from '../vehicle-options'

/**
 * SPEC §3 Sales filter keys, by kind. A list key holds values (any of them matches, except
 * `features` and `additionalOptions`, where a car must have every chosen one); a range key takes
 * `{key}_from` / `{key}_to`; a flag is `true` or off (default false); a text key is free text.
 */
export const LIST_KEYS = [
  'brands',
  'models',
  'categories',
  'features',
  'driveTrains',
  'fuels',
  'colors',
  'transmissions',
  'specificYears',
  'doors',
  'passengers',
  'tireSizes',
  'additionalOptions',
] as const
export type ListKey = (typeof LIST_KEYS)[number]

export const RANGE_KEYS = ['years', 'mileages', 'prices', 'engineCc', 'horsePower', 'co2'] as const
export type RangeKey = (typeof RANGE_KEYS)[number]

export const FLAG_KEYS = [...SALE_FLAGS, ...SALE_EXCHANGE_FLAGS] as const
export type FlagKey = (typeof FLAG_KEYS)[number]

export const TEXT_KEYS = ['multipleSearch', 'serialNumber'] as const
export type TextKey = (typeof TEXT_KEYS)[number]

/** List keys whose values a car must all have (it has many of them). */
export const ALL_OF_KEYS: ReadonlySet<ListKey> = new Set(['features', 'additionalOptions'])

/** How the values of a list key are written: a closed set of options, a slug, a whole number or a tyre size. */
export type ListValueKind =
  { readonly kind: 'option'; readonly options: readonly string[] } | { readonly kind: 'slug' | 'integer' | 'tyre' }

export const LIST_VALUES: Readonly<Record<ListKey, ListValueKind>> = {
  brands: { kind: 'slug' },
  models: { kind: 'slug' },
  categories: { kind: 'option', options: SALE_BODY_TYPES },
  features: { kind: 'option', options: SALE_FEATURES },
  driveTrains: { kind: 'option', options: SALE_DRIVE_TRAINS },
  fuels: { kind: 'option', options: SALE_FUELS },
  colors: { kind: 'option', options: SALE_COLOURS },
  transmissions: { kind: 'option', options: SALE_GEARBOXES },
  specificYears: { kind: 'integer' },
  doors: { kind: 'integer' },
  passengers: { kind: 'integer' },
  tireSizes: { kind: 'tyre' },
  additionalOptions: { kind: 'option', options: SALE_ADDITIONAL_OPTIONS },
}

/** The facets: list keys that any value matches, and the flags; each counts its options. */
export type FacetKey = Exclude<ListKey, 'features' | 'additionalOptions'> | FlagKey | 'features' | 'additionalOptions'

export type Range = { readonly from?: number; readonly to?: number }

/** One search of the cars for sale, normalised: lists sorted and without repeats. */
export type SaleSearch = {
  readonly lists: Readonly<Record<ListKey, readonly string[]>>
  readonly ranges: Readonly<Record<RangeKey, Range>>
  readonly flags: Readonly<Record<FlagKey, boolean>>
  readonly texts: Readonly<Record<TextKey, string>>
  /** Empty string: the default order (newest on the lot first). */
  readonly sort: SaleSearchSort | ''
  /** 1-based. */
  readonly page: number
}

export const SALE_SEARCH_SORTS = [
  'price-asc',
  'price-desc',
  'mileage-asc',
  'mileage-desc',
  'year-desc',
  'year-asc',
  'registration-desc',
  'discount-desc',
] as const
export type SaleSearchSort = (typeof SALE_SEARCH_SORTS)[number]

/** SPEC §9: search page size. */
export const SEARCH_PAGE_SIZE = 24

/** SPEC §3 defaults: lists empty, flags false, sort empty string, first page. */
export function emptySaleSearch(): SaleSearch {
  return {
    lists: recordOf(LIST_KEYS, (): readonly string[] => []),
    ranges: recordOf(RANGE_KEYS, (): Range => ({})),
    flags: recordOf(FLAG_KEYS, () => false),
    texts: recordOf(TEXT_KEYS, () => ''),
    sort: '',
    page: 1,
  }
}

/** Normalises a tyre size the way it is compared: upper case, no spaces ("205/55R16"). */
export function tyreSizeKey(size: string): string {
  return size.toUpperCase().replace(/\s+/g, '')
}

/** A record with one entry per key. */
export function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>
}
