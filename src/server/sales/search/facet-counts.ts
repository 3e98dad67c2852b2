import 'server-only'

import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import {
  FACET_KEYS,
  FLAG_VALUE,
  countedFailMasks,
  excludableFacets,
  type FacetCounts,
} from '@/domain/sales/search/facets'
import { FLAG_KEYS, tyreSizeKey, type FacetKey, type FlagKey, type SaleSearch } from '@/domain/sales/search/keys'
import { numberOf, sql, type SqlRunner } from '@/server/rental/db/sql'

import { CARS, FLAG_COLUMNS, LIST_COLUMNS, searchConditions } from './conditions'

/** Names of the slug-valued options, as the cars spell them. */
export type FacetLabels = {
  readonly brands: ReadonlyMap<string, string>
  /** Model slug to its name and its brand's slug (models cascade from brands). */
  readonly models: ReadonlyMap<string, { readonly name: string; readonly brand: string }>
  readonly colors: ReadonlyMap<string, string>
}

export type FacetSummary = { readonly total: number; readonly facets: FacetCounts; readonly labels: FacetLabels }

const FEATURE_TABLES = {
  features: 'vehicles_for_sale_features',
  additionalOptions: 'vehicles_for_sale_additional_options',
} as const

/**
 * The result count and every facet's option counts in one statement (issue 10): the cars passing
 * the hard filters and failing at most one active facet are gathered once (`c`, with a bit mask
 * of the facets each fails), and each facet groups the cars that count for it (domain
 * `countedFailMasks`). Only the counts leave the database, never the cars.
 */
export async function loadFacetSummary(runner: SqlRunner, search: SaleSearch): Promise<FacetSummary> {
  const { hard, facets } = searchConditions(search, runner.dialect)
  const excludable = excludableFacets(search)
  const isTrue = (column: SQL) => (runner.dialect === 'postgres' ? sql`${column} = true` : sql`${column} = 1`)
  const failMask = facets.length
    ? sql`(${sql.join(
        facets.map(({ condition }, at) => sql`(CASE WHEN ${condition} THEN 0 ELSE ${sql.raw(String(2 ** at))} END)`),
        sql` + `,
      )})`
    : sql`0`
  const counted = (key: FacetKey) => sql`c.fails IN (${sql.raw(countedFailMasks(key, excludable).join(', '))})`
  const text = (column: SQL) => sql`CAST(${column} AS TEXT)`
  const branches: SQL[] = [
    sql`SELECT 'total' AS k, NULL AS val, COUNT(*) AS n, NULL AS label, NULL AS parent FROM c WHERE c.fails = 0`,
  ]
  for (const key of Object.keys(LIST_COLUMNS) as (keyof typeof LIST_COLUMNS)[]) {
    const cColumn = sql.raw(`c.${key}`)
    const label =
      key === 'brands'
        ? sql`MIN(c.brand)`
        : key === 'models'
          ? sql`MIN(c.model)`
          : key === 'colors'
            ? sql`MIN(c.colour)`
            : sql`NULL`
    const parent = key === 'models' ? sql`MIN(c.brands)` : sql`NULL`
    branches.push(
      sql`SELECT ${key} AS k, ${text(cColumn)} AS val, COUNT(*) AS n, ${label} AS label, ${parent} AS parent FROM c WHERE ${counted(key)} AND ${cColumn} IS NOT NULL GROUP BY ${cColumn}`,
    )
  }
  for (const key of FLAG_KEYS) {
    branches.push(
      sql`SELECT ${key} AS k, ${FLAG_VALUE} AS val, COUNT(*) AS n, NULL AS label, NULL AS parent FROM c WHERE ${counted(key)} AND ${isTrue(sql.raw(`c.${flagAlias(key)}`))}`,
    )
  }
  for (const [key, table] of Object.entries(FEATURE_TABLES)) {
    branches.push(
      sql`SELECT ${key} AS k, ${text(sql.raw('f.value'))} AS val, COUNT(*) AS n, NULL AS label, NULL AS parent FROM c JOIN ${sql.raw(table)} f ON f.parent_id = c.id WHERE c.fails = 0 GROUP BY f.value`,
    )
  }
  const listColumns = (Object.entries(LIST_COLUMNS) as [string, SQL][]).map(
    ([key, column]) => sql`${column} AS ${sql.raw(key)}`,
  )
  const flagColumns = FLAG_KEYS.map((key) => sql`${FLAG_COLUMNS[key]} AS ${sql.raw(flagAlias(key))}`)
  const rows = await runner.rows(sql`
    WITH c AS MATERIALIZED (
      SELECT v.id, v.brand, v.model, v.specification_colour AS colour, ${sql.join([...listColumns, ...flagColumns], sql`, `)},
        ${failMask} AS fails
      FROM ${CARS} v
      WHERE ${hard} AND (${failMask} & (${failMask} - 1)) = 0
    )
    ${sql.join(branches, sql` UNION ALL `)}`)

  const counts = Object.fromEntries(FACET_KEYS.map((key) => [key, new Map<string, number>()])) as Record<
    FacetKey,
    Map<string, number>
  >
  const brands = new Map<string, string>()
  const models = new Map<string, { name: string; brand: string }>()
  const colors = new Map<string, string>()
  let total = 0
  for (const row of rows) {
    const key = String(row.k)
    const count = numberOf(row.n)
    if (key === 'total') {
      total = count
      continue
    }
    if (row.val === null || row.val === undefined || count === 0) continue
    const value = key === 'tireSizes' ? tyreSizeKey(String(row.val)) : String(row.val)
    const map = counts[key as FacetKey]
    map.set(value, (map.get(value) ?? 0) + count)
    if (key === 'brands' && row.label) brands.set(value, String(row.label))
    if (key === 'models' && row.label) models.set(value, { name: String(row.label), brand: String(row.parent ?? '') })
    if (key === 'colors' && row.label) colors.set(value, String(row.label))
  }
  return { total, facets: counts, labels: { brands, models, colors } }
}

function flagAlias(key: FlagKey): string {
  return `flag_${key}`
}
