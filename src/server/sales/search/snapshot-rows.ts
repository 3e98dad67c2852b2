import 'server-only'

import type { SQL } from '@payloadcms/db-sqlite/drizzle'

import { saleSearchRow, type SaleSearchRow } from '@/domain/sales/search/engine/row'
import { FLAG_KEYS, tyreSizeKey, type FlagKey } from '@/domain/sales/search/keys'
import { SALE_FUELS, SALE_GEARBOXES } from '@/domain/sales/vehicle-options'
import { instantOf, sql, type SqlRunner } from '@/server/rental/db/sql'

/** The columns read per car, in the order of the JSON array each car comes back as. */
const COLUMNS = [
  'id',
  'brand',
  'model',
  'sku',
  'brand_slug',
  'model_slug',
  'color_slug',
  'body_type',
  'drive_train',
  'specification_fuel',
  'specification_gearbox',
  'specification_year',
  'specification_mileage',
  'specification_doors',
  'specification_seats',
  'tire_size',
  'specification_engine_size',
  'specification_horse_power',
  'specification_co2',
  'asking_price',
  'discount',
  'first_registration',
  'serial_number',
] as const

const INDEX = Object.fromEntries(COLUMNS.map((name, index) => [name, index])) as Record<
  (typeof COLUMNS)[number],
  number
>

const FLAG_COLUMNS: Readonly<Record<FlagKey, string>> = {
  loan: 'loan',
  onParking: 'on_parking',
  deal: 'deal',
  inspected: 'inspected',
  dealerCar: 'dealer_car',
  withTax: 'with_tax',
  warranty: 'warranty',
  registerTag: 'register_tag',
  cheaperExchange: 'cheaper_exchange',
  expensiveExchange: 'expensive_exchange',
}

/**
 * Every car `where` admits, as search rows, in ONE statement that answers one JSON text (a row per
 * car would cost far more in the driver than in the database): each car an array of its columns,
 * its flags, its features and its additional options.
 */
export async function readSaleRows(runner: SqlRunner, where: SQL): Promise<SaleSearchRow[]> {
  const isPostgres = runner.dialect === 'postgres'
  const columns = [...COLUMNS, ...FLAG_KEYS.map((key) => FLAG_COLUMNS[key])].map((name) => sql.raw(`v.${name}`))
  const list = (table: string) =>
    isPostgres
      ? sql`(SELECT COALESCE(json_agg(f.value), '[]'::json) FROM ${sql.raw(table)} f WHERE f.parent_id = v.id)`
      : sql`json((SELECT json_group_array(f.value) FROM ${sql.raw(table)} f WHERE f.parent_id = v.id))`
  const car = sql.join(
    [...columns, list('vehicles_for_sale_features'), list('vehicles_for_sale_additional_options')],
    sql`, `,
  )
  const [row] = await runner.rows(
    isPostgres
      ? sql`SELECT COALESCE(json_agg(json_build_array(${car})), '[]'::json)::text AS cars FROM vehicles_for_sale v WHERE ${where}`
      : sql`SELECT json_group_array(json_array(${car})) AS cars FROM vehicles_for_sale v WHERE ${where}`,
  )
  const cars: unknown = JSON.parse(typeof row?.cars === 'string' ? row.cars : '[]')
  return Array.isArray(cars) ? cars.flatMap((car: unknown[]) => toRow(car) ?? []) : []
}

/** A car as a search row; null when a required field is missing (Payload's columns forbid it). */
function toRow(values: unknown[]): SaleSearchRow | null {
  const at = (name: (typeof COLUMNS)[number]) => values[INDEX[name]]
  const flags = new Set<FlagKey>()
  FLAG_KEYS.forEach((key, index) => {
    const value = values[COLUMNS.length + index]
    if (value === true || value === 1) flags.add(key)
  })
  const brand = text(at('brand')) ?? ''
  const model = text(at('model')) ?? ''
  const sku = text(at('sku')) ?? ''
  const tyre = text(at('tire_size'))
  const serial = text(at('serial_number'))
  const askingPrice = number(at('asking_price'))
  const discount = number(at('discount'))
  const fuel = oneOf(SALE_FUELS, at('specification_fuel'))
  const gearbox = oneOf(SALE_GEARBOXES, at('specification_gearbox'))
  const year = number(at('specification_year'))
  const mileage = number(at('specification_mileage'))
  if (!fuel || !gearbox || year === null || mileage === null || askingPrice === null) return null
  return saleSearchRow({
    id: Number(at('id')),
    brand,
    model,
    brandSlug: text(at('brand_slug')) ?? '',
    modelSlug: text(at('model_slug')) ?? '',
    colorSlug: text(at('color_slug')),
    bodyType: text(at('body_type')),
    driveTrain: text(at('drive_train')),
    fuel,
    gearbox,
    year,
    mileage,
    doors: number(at('specification_doors')),
    seats: number(at('specification_seats')),
    tyre: tyre ? tyreSizeKey(tyre) : null,
    engineCc: number(at('specification_engine_size')),
    horsePower: number(at('specification_horse_power')),
    co2: number(at('specification_co2')),
    askingPrice,
    listPrice: discount !== null && discount > 0 ? askingPrice + discount : null,
    discount,
    firstRegistration: instantOf(at('first_registration')) ?? null,
    serial: serial ? serial.toUpperCase() : null,
    text: `${brand} ${model} ${sku}`.toLowerCase(),
    flags,
    features: new Set(strings(values[COLUMNS.length + FLAG_KEYS.length])),
    additionalOptions: new Set(strings(values[COLUMNS.length + FLAG_KEYS.length + 1])),
  })
}

function text(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value)
}

function number(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

function oneOf<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return options.find((option) => option === value)
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : []
}
