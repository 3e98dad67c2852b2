import type { Payload } from 'payload'

import { sql, sqlRunner } from '../../src/server/rental/db/sql'

export const BENCH = { categories: 15, units: 500, bookings: 50_000, officeCode: 'brimb1' } as const

const DAY_MS = 24 * 60 * 60 * 1000
const FIRST_DAY = Date.parse('2026-12-01T00:00:00Z')
const ALWAYS_OPEN = { opensAt: '00:00', closesAt: '23:59' }

/** A deterministic random number generator, so every run seeds the same fleet. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

/** Office, 15 categories, 500 units, price list 148 and services, through the Local API. */
export async function seedFleet(payload: Payload): Promise<{ officeId: number; categoryIds: number[] }> {
  const hours = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, ALWAYS_OPEN]),
  )
  const office = await payload.create({
    collection: 'offices',
    data: { code: BENCH.officeCode, name: 'Keflavík Airport', openingTimes: [{ hours }] },
  })
  const categoryIds: number[] = []
  for (let at = 0; at < BENCH.categories; at += 1) {
    const category = await payload.create({
      collection: 'car-categories',
      data: {
        model: `Bench Model ${at + 1}`,
        acrissCode: ['EDMR', 'CDMR', 'IFAR', 'FFAR', 'PVMR'][at % 5] ?? 'EDMR',
        size: at % 5 >= 3 ? 'large' : 'standard',
        passengerCount: 5,
        baggageCount: 2,
        doorCount: 5,
        fuelTypes: ['Petrol'],
        mileagePolicy: 'unlimited',
        fuelPolicy: 'fullToFull',
        whenSoldOut: at % 2 === 0 ? 'hide' : 'on-request',
        features: [{ text: 'Air conditioning' }, { text: 'Bluetooth' }],
        sortOrder: at,
      },
    })
    categoryIds.push(category.id)
  }
  for (let unit = 0; unit < BENCH.units; unit += 1) {
    await payload.create({
      collection: 'vehicles',
      data: {
        registration: `BN${String(unit).padStart(4, '0')}`,
        carCategory: categoryIds[unit % categoryIds.length] ?? 0,
        office: office.id,
        status: 'inService',
      },
    })
  }
  await payload.create({
    collection: 'price-lists',
    data: {
      code: 148,
      name: 'Bench',
      currency: 'EUR',
      durationBands: [
        { minDays: 1, maxDays: 6 },
        { minDays: 7, maxDays: null },
      ],
      seasons: [{ name: 'all', from: '2026-01-01', to: '2030-12-31' }],
      rates: categoryIds.map((id, at) => ({
        carCategory: id,
        season: 'all',
        dailyAmounts: [4000 + at * 500, 3500 + at * 500],
      })),
    },
  })
  for (const [code, key, group, unitPrice] of [
    [8, 'basic', 'protection', 0],
    [9, 'standard', 'protection', 1500],
    [12, 'premium', 'protection', 3000],
    [501, 'gps', 'extra', 700],
  ] as const) {
    await payload.create({
      collection: 'services',
      data: { code, key, name: key, group, pricing: 'perDay', unitPrice, maxQuantity: 1, isMaxOne: true },
    })
  }
  await payload.create({
    collection: 'services',
    data: {
      code: 13,
      key: 'young',
      name: 'Young driver',
      group: 'fee',
      pricing: 'perDay',
      unitPrice: 0,
      maxQuantity: 1,
      ageBandFees: [{ ageBand: '21', amount: 1500 }],
    },
  })
  return { officeId: office.id, categoryIds }
}

/**
 * 50,000 bookings in batches of plain INSERTs: 100 per unit, back to back with random lengths
 * (1-10 days) and gaps (0-4 days) from December 2026, mostly confirmed, some held or cancelled.
 */
export async function seedBookings(params: { payload: Payload; officeId: number; categoryIds: readonly number[] }) {
  const next = random(42)
  const runner = sqlRunner(params.payload)
  const perUnit = BENCH.bookings / BENCH.units
  const now = new Date().toISOString()
  let counter = 100_001
  for (let unit = 0; unit < BENCH.units; unit += 1) {
    const categoryId = params.categoryIds[unit % params.categoryIds.length] ?? 0
    let start = FIRST_DAY + Math.floor(next() * 4) * DAY_MS
    const rows = []
    for (let at = 0; at < perUnit; at += 1) {
      const end = start + (1 + Math.floor(next() * 10)) * DAY_MS
      const roll = next()
      const status = roll < 0.9 ? 'confirmed' : roll < 0.95 ? 'cancelled' : 'held'
      const heldUntil =
        status === 'held' ? new Date(Date.now() + (next() < 0.5 ? -1 : 1) * 10 * 60_000).toISOString() : null
      rows.push(sql`(${`VG-${counter}`}, ${`BENCH${String(counter).padStart(7, '0')}`}, ${status}, '3', ${heldUntil},
        ${categoryId}, ${params.officeId}, ${params.officeId}, ${new Date(start).toISOString()}, ${new Date(end).toISOString()},
        148, 'EUR', 30, 'en', ${now}, ${now})`)
      counter += 1
      start = end + Math.floor(next() * 5) * DAY_MS
    }
    await runner.rows(sql`INSERT INTO bookings (number, voucher_number, status, booking_type, held_until,
      car_category_id, office_out_id, office_in_id, date_out, date_in,
      price_list_id, currency, driver_age, locale, updated_at, created_at)
      VALUES ${sql.join(rows, sql`, `)}`)
  }
}
