/**
 * Where a sales search spends its time: each step of `searchSaleCars` timed on its own (reading
 * the rows, which is the table stamp once they are in memory; filtering, facet counts and sorting
 * over them; the page's 24 cards), so a slow figure points at its cause.
 */
import type { Payload } from 'payload'

import { runSaleSearch } from '../../src/domain/sales/search/engine/run'
import type { SaleSearch } from '../../src/domain/sales/search/keys'
import { loadSaleCards } from '../../src/server/sales/search/cards'
import { saleSearchRows } from '../../src/server/sales/search/snapshot'

import { timeRuns } from './stats'

export async function timeParts(params: {
  payload: Payload
  searchOf: (iteration: number) => SaleSearch
  runs: number
}): Promise<[string, number[]][]> {
  const { payload, searchOf, runs } = params
  const time = (run: (iteration: number) => Promise<unknown> | unknown) =>
    timeRuns({ count: runs, warmup: 5, run: async (iteration) => void (await run(iteration)) })
  const rows = await saleSearchRows(payload)
  const pages = [0, 1, 2].map((at) => runSaleSearch(rows, searchOf(at)).page)
  return [
    ['rows (table stamp)', await time(() => saleSearchRows(payload))],
    ['filter+facets+sort', await time((at) => runSaleSearch(rows, searchOf(at)))],
    ['24 cards', await time((at) => loadSaleCards({ payload, rows: pages[at % 3] ?? [], locale: 'en' }))],
  ]
}
