import 'server-only'

import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import { SEARCH_PAGE_SIZE, type SaleSearch } from '@/domain/sales/search/keys'
import { sortKeys, type SortKey } from '@/domain/sales/search/sort'
import { numberOf, sql, type SqlRunner } from '@/server/rental/db/sql'

import { CARS, allConditions, searchConditions } from './conditions'

const SORT_COLUMNS: Record<SortKey['field'], SQL> = {
  askingPrice: sql.raw('v.asking_price'),
  mileage: sql.raw('v.specification_mileage'),
  year: sql.raw('v.specification_year'),
  firstRegistration: sql.raw('v.first_registration'),
  discount: sql.raw('v.discount'),
  id: sql.raw('v.id'),
}

/** The ids of the cars on the search's page (24 a page), in the search's order. */
export async function loadPageIds(runner: SqlRunner, search: SaleSearch): Promise<number[]> {
  const where = allConditions(searchConditions(search, runner.dialect))
  const order = sortKeys(search.sort).map(
    ({ field, direction }) => sql`${SORT_COLUMNS[field]} ${sql.raw(direction === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`,
  )
  const rows = await runner.rows(sql`
    SELECT v.id FROM ${CARS} v WHERE ${where}
    ORDER BY ${sql.join(order, sql`, `)}
    LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(search.page - 1) * SEARCH_PAGE_SIZE}`)
  return rows.map((row) => numberOf(row.id))
}
