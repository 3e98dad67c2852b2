import 'server-only'

import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { SaleSearchRow } from '@/domain/sales/search/engine/row'
import { instantOf, numberOf, sql, sqlRunner, type SqlRunner } from '@/server/rental/db/sql'

import { readSaleRows } from './snapshot-rows'

/** The cars the search may show: published and not sold (SQL over `vehicles_for_sale v`). */
export function onSaleCondition(dialect: SqlRunner['dialect']): SQL {
  return dialect === 'postgres'
    ? sql`v.is_published = true AND (v.sold IS NULL OR v.sold = false)`
    : sql`v.is_published = 1 AND (v.sold IS NULL OR v.sold = 0)`
}

type Snapshot = { readonly stamp: string; readonly rows: Promise<readonly SaleSearchRow[]> }

const snapshots = new WeakMap<object, Snapshot>()

/**
 * The cars for sale as the search reads them, kept in memory while the table is unchanged (issue
 * 10 speed: filtering, facet counts and sorting then cost no SQL). Each call first asks the
 * database how many cars there are and when one last changed: any write through Payload, from
 * this process or another server, changes that stamp, and the next search reloads the rows in
 * one statement.
 */
export async function saleSearchRows(payload: Payload): Promise<readonly SaleSearchRow[]> {
  const runner = sqlRunner(payload)
  const stamp = await tableStamp(runner)
  const known = snapshots.get(payload.db)
  if (known?.stamp === stamp) return known.rows
  const rows = readSaleRows(runner, onSaleCondition(runner.dialect))
  snapshots.set(payload.db, { stamp, rows })
  rows.catch(() => {
    if (snapshots.get(payload.db)?.rows === rows) snapshots.delete(payload.db)
  })
  return rows
}

async function tableStamp(runner: SqlRunner): Promise<string> {
  const [row] = await runner.rows(
    sql`SELECT COUNT(*) AS n, MAX(v.updated_at) AS changed, MAX(v.id) AS last FROM vehicles_for_sale v`,
  )
  return `${numberOf(row?.n)}:${instantOf(row?.changed) ?? ''}:${numberOf(row?.last)}`
}
