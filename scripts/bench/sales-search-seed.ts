/**
 * 20,000 cars for sale for the search benchmark, written in batches of raw INSERTs (the Local API
 * would take minutes), with the search keys the collection's hook would set.
 */
import type { Payload } from 'payload'

import { saleSearchKeys } from '../../src/domain/sales/search/derived'
import { SALE_ADDITIONAL_OPTIONS, SALE_FEATURES } from '../../src/domain/sales/vehicle-options'
import { SALE_SEEDS } from '../../src/cms/seed/sales/vehicles.data'
import type { SQL } from '@payloadcms/db-sqlite/drizzle'

import { sql, sqlRunner } from '../../src/server/rental/db/sql'

export const BENCH_CARS = 20_000
const BATCH = 250
const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Orange']
const TYRES = ['185/65 R15', '205/55 R16', '215/65 R16', '225/60 R18', '265/65 R17', '235/55 R19']

/** A small deterministic random number generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export async function seedBenchCars(payload: Payload, total = BENCH_CARS): Promise<void> {
  const runner = sqlRunner(payload)
  const bool = (value: boolean) => (runner.dialect === 'postgres' ? value : value ? 1 : 0)
  const next = random(42)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const now = new Date()
  for (let start = 0; start < total; start += BATCH) {
    const rows: SQL[] = []
    const features: [number, string[]][] = []
    const options: [number, string[]][] = []
    for (let at = start; at < Math.min(total, start + BATCH); at += 1) {
      const template = pick(SALE_SEEDS)
      const price = Math.round((template.price * (0.6 + next() * 0.8)) / 10_000) * 10_000
      const sale = next() < 0.2 ? price - Math.round((price * next() * 0.1) / 10_000) * 10_000 - 10_000 : null
      const colour = pick(COLOURS)
      const year = 2010 + Math.floor(next() * 16)
      const keys = saleSearchKeys(
        { brand: template.brand, model: template.model, price, saleAmount: sale, specification: { colour } },
        now,
      )
      const id = at + 1
      features.push([id, SALE_FEATURES.filter(() => next() < 0.25)])
      options.push([id, SALE_ADDITIONAL_OPTIONS.filter(() => next() < 0.3)])
      rows.push(sql`(${id}, ${template.brand}, ${template.model}, ${`B-${id}`}, ${price}, ${sale}, ${year},
        ${Math.floor(next() * 250_000)}, ${template.fuel}, ${template.gearbox}, ${colour}, ${template.doors},
        ${template.seats}, ${template.hp}, ${template.cc ?? null}, ${template.co2}, ${template.body}, ${template.drive},
        ${pick(TYRES)}, ${`VIN${String(id).padStart(12, '0')}`}, ${`${year}-06-01T12:00:00.000Z`},
        ${bool(next() < 0.5)}, ${bool(next() < 0.7)}, ${bool(sale !== null)}, ${bool(next() < 0.5)}, ${bool(next() < 0.3)},
        ${bool(next() < 0.1)}, ${bool(year >= 2022)}, ${bool(false)}, ${bool(next() < 0.4)}, ${bool(next() < 0.3)},
        ${bool(true)}, ${bool(next() < 0.02)}, ${keys.brandSlug}, ${keys.modelSlug}, ${keys.colorSlug}, ${keys.askingPrice},
        ${keys.discount})`)
    }
    await runner.rows(sql`INSERT INTO vehicles_for_sale (id, brand, model, sku, price, sale_amount, specification_year,
      specification_mileage, specification_fuel, specification_gearbox, specification_colour, specification_doors,
      specification_seats, specification_horse_power, specification_engine_size, specification_co2, body_type, drive_train,
      tire_size, serial_number, first_registration, loan, on_parking, deal, inspected, dealer_car, with_tax, warranty,
      register_tag, cheaper_exchange, expensive_exchange, is_published, sold, brand_slug, model_slug, color_slug,
      asking_price, discount) VALUES ${sql.join(rows, sql`, `)}`)
    for (const [table, lists] of [
      ['vehicles_for_sale_features', features],
      ['vehicles_for_sale_additional_options', options],
    ] as const) {
      const values = lists.flatMap(([id, list]) => list.map((value, order) => sql`(${order + 1}, ${id}, ${value})`))
      if (values.length > 0) {
        await runner.rows(
          sql`INSERT INTO ${sql.raw(table)} ("order", parent_id, value) VALUES ${sql.join(values, sql`, `)}`,
        )
      }
    }
  }
  if (runner.dialect === 'postgres') {
    await runner.rows(sql`SELECT setval(pg_get_serial_sequence('vehicles_for_sale', 'id'), ${total})`)
    await runner.rows(sql`ANALYZE`)
  } else {
    await runner.rows(sql`ANALYZE`)
  }
}
