import { FLAG_VALUE, type FacetRow } from '@/domain/sales/search/facets'
import { FLAG_KEYS, tyreSizeKey, type FacetKey, type SaleSearch } from '@/domain/sales/search/keys'
import type { SortableCar } from '@/domain/sales/search/sort'
import { numberOf, sql, type SQL, type SqlRow, type SqlRunner } from '@/server/rental/db/sql'

import { CARS, FLAG_COLUMNS, searchConditions } from './conditions'

/** A car that passes every filter of the search or fails exactly one facet. */
export type Candidate = FacetRow &
  SortableCar & {
    readonly brand: string
    readonly model: string
    readonly colour: string | null
  }

/**
 * One pass over the cars for sale (SPEC issue 10 facet counts): the cars that pass the hard filters
 * and fail at most one active facet, with the facet values and which facet each fails. The result
 * is the candidates failing nothing; the facet counts come from all of them (domain `countFacets`).
 */
export async function loadCandidates(runner: SqlRunner, search: SaleSearch): Promise<Candidate[]> {
  const { hard, facets } = searchConditions(search, runner.dialect)
  const isTrue = (column: SQL) => (runner.dialect === 'postgres' ? sql`${column} = true` : sql`${column} = 1`)
  // One bit per active facet the car fails, one bit per flag it has: two numbers instead of a
  // column each. A car with at most one failed facet has at most one bit set: mask & (mask - 1) = 0.
  const failMask = facets.length
    ? sql`(${sql.join(
        facets.map(({ condition }, at) => sql`(CASE WHEN ${condition} THEN 0 ELSE ${sql.raw(String(2 ** at))} END)`),
        sql` + `,
      )})`
    : sql`0`
  const flagMask = sql.join(
    FLAG_KEYS.map(
      (key, at) => sql`(CASE WHEN ${isTrue(FLAG_COLUMNS[key])} THEN ${sql.raw(String(2 ** at))} ELSE 0 END)`,
    ),
    sql` + `,
  )
  // Features and additional options count within the result only, so only its cars need them.
  const aggregate = (table: string) =>
    runner.dialect === 'postgres'
      ? sql`CASE WHEN ${failMask} = 0 THEN (SELECT string_agg(f.value::text, ',') FROM ${sql.raw(table)} f WHERE f.parent_id = v.id) END`
      : sql`CASE WHEN ${failMask} = 0 THEN (SELECT group_concat(f.value, ',') FROM ${sql.raw(table)} f WHERE f.parent_id = v.id) END`
  const rows = await runner.rows(sql`
    SELECT v.id, v.brand, v.brand_slug, v.model, v.model_slug, v.body_type, v.drive_train,
      v.specification_fuel AS fuel, v.specification_gearbox AS gearbox, v.specification_colour AS colour,
      v.color_slug, v.specification_year AS year, v.specification_mileage AS mileage,
      v.specification_doors AS doors, v.specification_seats AS seats, v.tire_size, v.asking_price, v.discount,
      v.first_registration, ${flagMask} AS flags, ${failMask} AS fails,
      ${aggregate('vehicles_for_sale_features')} AS features,
      ${aggregate('vehicles_for_sale_additional_options')} AS additional_options
    FROM ${CARS} v
    WHERE ${hard} AND (${failMask} & (${failMask} - 1)) = 0`)
  return rows.map((row) =>
    toCandidate(
      row,
      facets.map(({ key }) => key),
    ),
  )
}

function toCandidate(row: SqlRow, facetKeys: readonly FacetKey[]): Candidate {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
  const one = (value: unknown) => {
    const found = text(value)
    return found === null || found === '' ? [] : [found]
  }
  const many = (value: unknown) => (text(value) ?? '').split(',').filter(Boolean)
  const values: Partial<Record<FacetKey, readonly string[]>> = {
    brands: one(row.brand_slug),
    models: one(row.model_slug),
    categories: one(row.body_type),
    driveTrains: one(row.drive_train),
    fuels: one(row.fuel),
    colors: one(row.color_slug),
    transmissions: one(row.gearbox),
    specificYears: one(row.year),
    doors: one(row.doors),
    passengers: one(row.seats),
    tireSizes: one(row.tire_size).map(tyreSizeKey),
    features: many(row.features),
    additionalOptions: many(row.additional_options),
  }
  const flags = numberOf(row.flags)
  const fails = numberOf(row.fails)
  FLAG_KEYS.forEach((key, at) => {
    values[key] = flags & (2 ** at) ? [FLAG_VALUE] : []
  })
  const registered = row.first_registration
  return {
    id: numberOf(row.id),
    brand: String(row.brand ?? ''),
    model: String(row.model ?? ''),
    colour: text(row.colour),
    askingPrice: numberOf(row.asking_price),
    mileage: numberOf(row.mileage),
    year: numberOf(row.year),
    discount: numberOf(row.discount),
    firstRegistration: registered instanceof Date ? registered.toISOString() : text(registered),
    values,
    fails: facetKeys.filter((_, at) => (fails & (2 ** at)) !== 0),
  }
}
