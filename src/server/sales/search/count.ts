import 'server-only'

import type { SaleSearch } from '@/domain/sales/search/keys'
import { numberOf, sql, type SqlRunner } from '@/server/rental/db/sql'

import { CARS, allConditions, searchConditions } from './conditions'

/** How many published, unsold cars the search finds (`GET /v1/car/count`, "Show N cars"). */
export async function countSaleCars(runner: SqlRunner, search: SaleSearch): Promise<number> {
  const where = allConditions(searchConditions(search, runner.dialect))
  const [row] = await runner.rows(sql`SELECT COUNT(*) AS total FROM ${CARS} v WHERE ${where}`)
  return numberOf(row?.total)
}
