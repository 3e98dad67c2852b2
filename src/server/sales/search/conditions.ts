import 'server-only'

import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import {
  ALL_OF_KEYS,
  type FacetKey,
  type FlagKey,
  type ListKey,
  type RangeKey,
  type SaleSearch,
} from '@/domain/sales/search/keys'
import { excludableFacets } from '@/domain/sales/search/facets'
import { sql, type SqlRunner } from '@/server/rental/db/sql'

type SqlDialect = SqlRunner['dialect']

/** The table and columns of the cars for sale (Payload's names, the same on SQLite and PostgreSQL). */
export const CARS = sql.raw('vehicles_for_sale')
const FEATURE_TABLES: Record<'features' | 'additionalOptions', SQL> = {
  features: sql.raw('vehicles_for_sale_features'),
  additionalOptions: sql.raw('vehicles_for_sale_additional_options'),
}

/** The column each single-valued list key compares. */
export const LIST_COLUMNS: Readonly<Record<Exclude<ListKey, 'features' | 'additionalOptions'>, SQL>> = {
  brands: sql.raw('v.brand_slug'),
  models: sql.raw('v.model_slug'),
  categories: sql.raw('v.body_type'),
  driveTrains: sql.raw('v.drive_train'),
  fuels: sql.raw('v.specification_fuel'),
  colors: sql.raw('v.color_slug'),
  transmissions: sql.raw('v.specification_gearbox'),
  specificYears: sql.raw('v.specification_year'),
  doors: sql.raw('v.specification_doors'),
  passengers: sql.raw('v.specification_seats'),
  tireSizes: sql.raw(`REPLACE(UPPER(v.tire_size), ' ', '')`),
}

const RANGE_COLUMNS: Readonly<Record<RangeKey, SQL>> = {
  years: sql.raw('v.specification_year'),
  mileages: sql.raw('v.specification_mileage'),
  prices: sql.raw('v.asking_price'),
  engineCc: sql.raw('v.specification_engine_size'),
  horsePower: sql.raw('v.specification_horse_power'),
  co2: sql.raw('v.specification_co2'),
}

export const FLAG_COLUMNS: Readonly<Record<FlagKey, SQL>> = {
  loan: sql.raw('v.loan'),
  onParking: sql.raw('v.on_parking'),
  deal: sql.raw('v.deal'),
  inspected: sql.raw('v.inspected'),
  dealerCar: sql.raw('v.dealer_car'),
  withTax: sql.raw('v.with_tax'),
  warranty: sql.raw('v.warranty'),
  registerTag: sql.raw('v.register_tag'),
  cheaperExchange: sql.raw('v.cheaper_exchange'),
  expensiveExchange: sql.raw('v.expensive_exchange'),
}

const INTEGER_KEYS: ReadonlySet<ListKey> = new Set(['specificYears', 'doors', 'passengers'])

/** SQL for one search, split into what every row must pass and the facets a candidate may fail. */
export type SearchConditions = {
  /** Published, not sold, and every filter that is not a facet (ranges, texts, all-of lists). */
  readonly hard: SQL
  /** One condition per active facet that a car may fail and still count for that facet. */
  readonly facets: ReadonlyArray<{ readonly key: FacetKey; readonly condition: SQL }>
}

export function searchConditions(search: SaleSearch, dialect: SqlDialect): SearchConditions {
  const isTrue = (column: SQL) => (dialect === 'postgres' ? sql`${column} = true` : sql`${column} = 1`)
  const hard: SQL[] = [isTrue(sql.raw('v.is_published')), sql`(v.sold IS NULL OR NOT ${isTrue(sql.raw('v.sold'))})`]
  for (const key of ALL_OF_KEYS) {
    const values = search.lists[key]
    if (values.length === 0) continue
    const table = FEATURE_TABLES[key as 'features' | 'additionalOptions']
    hard.push(
      sql`v.id IN (SELECT f.parent_id FROM ${table} f WHERE f.value IN (${list(values)}) GROUP BY f.parent_id HAVING COUNT(DISTINCT f.value) = ${values.length})`,
    )
  }
  for (const [key, column] of Object.entries(RANGE_COLUMNS) as [RangeKey, SQL][]) {
    const { from, to } = search.ranges[key]
    if (from !== undefined) hard.push(sql`${column} >= ${from}`)
    if (to !== undefined) hard.push(sql`${column} <= ${to}`)
  }
  for (const word of words(search.texts.multipleSearch)) {
    hard.push(sql`LOWER(v.brand || ' ' || v.model || ' ' || COALESCE(v.sku, '')) LIKE ${`%${word}%`}`)
  }
  const serial = search.texts.serialNumber.replace(/[^0-9a-z]/gi, '').toUpperCase()
  if (serial) hard.push(sql`UPPER(v.serial_number) LIKE ${`%${serial}%`}`)

  const facets = excludableFacets(search).map((key) => ({ key, condition: facetCondition(search, key, isTrue) }))
  return { hard: sql.join(hard, sql` AND `), facets }
}

/** Every condition of the search together: the cars in the result. */
export function allConditions(conditions: SearchConditions): SQL {
  return sql.join([conditions.hard, ...conditions.facets.map(({ condition }) => condition)], sql` AND `)
}

function facetCondition(search: SaleSearch, key: FacetKey, isTrue: (column: SQL) => SQL): SQL {
  if (key in FLAG_COLUMNS) return isTrue(FLAG_COLUMNS[key as FlagKey])
  const listKey = key as keyof typeof LIST_COLUMNS
  const column = LIST_COLUMNS[listKey]
  const values = search.lists[listKey]
  if (listKey === 'models') {
    // A model matches its own slug and the longer names that start with it: rav4 finds "RAV4 Hybrid AWD".
    return sql`(${sql.join(
      values.map((value) => sql`${column} = ${value} OR ${column} LIKE ${`${value}-%`}`),
      sql` OR `,
    )})`
  }
  const typed = INTEGER_KEYS.has(listKey) ? values.map(Number) : values
  return sql`${column} IN (${list(typed)})`
}

function list(values: readonly (string | number)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )
}

/** The words of a free-text search, lower case, without LIKE wildcards. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[%_\\]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 5)
}
