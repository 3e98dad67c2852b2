import 'server-only'

import type { Payload } from 'payload'

import { countSaleRows } from '@/domain/sales/search/engine/run'
import type { SaleSearch } from '@/domain/sales/search/keys'

import { saleSearchRows } from './snapshot'

/** How many published, unsold cars the search finds (`GET /v1/car/count`, "Show N cars"). */
export async function countSaleCars(payload: Payload, search: SaleSearch): Promise<number> {
  return countSaleRows(await saleSearchRows(payload), search)
}
