import type { SALE_FUELS, SALE_GEARBOXES } from '../../vehicle-options'
import type { FlagKey, ListKey } from '../keys'

/**
 * A published, unsold car for sale as the search filters, counts and sorts it: only the fields
 * the filter keys of SPEC §3 read, already normalised (slugs, tyre size key, upper-case serial,
 * lower-case text to search). Prices in whole ISK; a missing number is null.
 */
export type SaleSearchRow = {
  readonly id: number
  readonly brand: string
  readonly model: string
  readonly brandSlug: string
  readonly modelSlug: string
  /** The colour's code (`SALE_COLOURS`). */
  readonly colorSlug: string | null
  readonly bodyType: string | null
  readonly driveTrain: string | null
  readonly fuel: (typeof SALE_FUELS)[number]
  readonly gearbox: (typeof SALE_GEARBOXES)[number]
  readonly year: number
  readonly mileage: number
  readonly doors: number | null
  readonly seats: number | null
  /** `tyreSizeKey` of the tyre size ("205/55R16"). */
  readonly tyre: string | null
  readonly engineCc: number | null
  readonly horsePower: number | null
  readonly co2: number | null
  /** What the buyer pays. */
  readonly askingPrice: number
  /** The price before the sale amount, when the car is discounted. */
  readonly listPrice: number | null
  readonly discount: number | null
  /** Milliseconds since the epoch. */
  readonly firstRegistration: number | null
  /** Upper case, as `serialNumber` compares it. */
  readonly serial: string | null
  /** "brand model sku" in lower case, as `multipleSearch` compares it. */
  readonly text: string
  readonly flags: ReadonlySet<FlagKey>
  readonly features: ReadonlySet<string>
  readonly additionalOptions: ReadonlySet<string>
  /** What each single-valued list key compares and counts, as text (`saleSearchRow` fills it in). */
  readonly listValues: Readonly<Record<ValueListKey, string | null>>
}

/** The list keys a car has one value of (the others, features and options, it has many of). */
export type ValueListKey = Exclude<ListKey, 'features' | 'additionalOptions'>

export const VALUE_LIST_KEYS: readonly ValueListKey[] = [
  'brands',
  'models',
  'categories',
  'driveTrains',
  'fuels',
  'colors',
  'transmissions',
  'specificYears',
  'doors',
  'passengers',
  'tireSizes',
]

export type SaleSearchFields = Omit<SaleSearchRow, 'listValues'>

/**
 * A search row of a car's fields, with the text each list key compares worked out once. Written
 * out field by field so every row has the same shape (the search reads 20,000 of them per call).
 */
export function saleSearchRow(fields: SaleSearchFields): SaleSearchRow {
  const text = (value: string | number | null) => (value === null ? null : String(value))
  return {
    id: fields.id,
    brand: fields.brand,
    model: fields.model,
    brandSlug: fields.brandSlug,
    modelSlug: fields.modelSlug,
    colorSlug: fields.colorSlug,
    bodyType: fields.bodyType,
    driveTrain: fields.driveTrain,
    fuel: fields.fuel,
    gearbox: fields.gearbox,
    year: fields.year,
    mileage: fields.mileage,
    doors: fields.doors,
    seats: fields.seats,
    tyre: fields.tyre,
    engineCc: fields.engineCc,
    horsePower: fields.horsePower,
    co2: fields.co2,
    askingPrice: fields.askingPrice,
    listPrice: fields.listPrice,
    discount: fields.discount,
    firstRegistration: fields.firstRegistration,
    serial: fields.serial,
    text: fields.text,
    flags: fields.flags,
    features: fields.features,
    additionalOptions: fields.additionalOptions,
    listValues: {
      brands: fields.brandSlug,
      models: fields.modelSlug,
      categories: fields.bodyType,
      driveTrains: fields.driveTrain,
      fuels: fields.fuel,
      colors: fields.colorSlug,
      transmissions: fields.gearbox,
      specificYears: text(fields.year),
      doors: text(fields.doors),
      passengers: text(fields.seats),
      tireSizes: fields.tyre,
    },
  }
}
