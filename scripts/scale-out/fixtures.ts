/** Fixtures written through Payload's local API on the servers' database (this process boots its own Payload). */
import { randomInt } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'

export type LastCar = {
  readonly categoryId: number
  readonly officeId: number
  readonly officeCode: string
  readonly dateOut: string
  readonly dateIn: string
}

export async function bootPayload(): Promise<Payload> {
  // One after the other: two dynamic imports loading shared modules (with top-level awaits) at
  // once are where the module graph has been seen never to settle (exit 13).
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../src/payload.config')
  return getPayload({ config })
}

/** Demo car categories with units in service at the airport office, most units first. */
export async function categoriesWithUnits(
  payload: Payload,
): Promise<{ officeId: number; officeCode: string; categories: { id: number; units: number }[] }> {
  const { docs: offices } = await payload.find({
    collection: 'offices',
    where: { code: { equals: 'brimb1' } },
    depth: 0,
  })
  const office = offices[0]
  if (!office) throw new Error('The demo office brimb1 is missing')
  const { docs: vehicles } = await payload.find({
    collection: 'vehicles',
    where: { and: [{ office: { equals: office.id } }, { status: { equals: 'inService' } }] },
    depth: 0,
    limit: 1000,
    pagination: false,
  })
  const units = new Map<number, number>()
  for (const vehicle of vehicles) {
    const id = typeof vehicle.carCategory === 'object' ? vehicle.carCategory.id : vehicle.carCategory
    units.set(id, (units.get(id) ?? 0) + 1)
  }
  const categories = [...units].map(([id, count]) => ({ id, units: count })).sort((a, b) => b.units - a.units)
  return { officeId: office.id, officeCode: office.code, categories }
}

/** Random start, so fixtures never meet the numbers of an earlier run or another module instance. */
let sequence = randomInt(0, 8_000_000)

/** A booking row as the engine writes it, with only what capacity and save read. */
async function insertBooking(params: {
  payload: Payload
  car: LastCar
  status: 'confirmed' | 'held'
  heldUntil?: string
}): Promise<{ id: number; voucherNumber: string }> {
  sequence += 1
  const voucherNumber = `SCALE${String(sequence).padStart(7, '0')}`
  const doc = await params.payload.create({
    collection: 'bookings',
    data: {
      // Not VG-: the engine numbers its own bookings after the highest VG- number.
      number: `SCALE-${sequence}`,
      voucherNumber,
      status: params.status,
      ...(params.heldUntil && { heldUntil: params.heldUntil }),
      bookingType: '3',
      carCategory: params.car.categoryId,
      officeOut: params.car.officeId,
      officeIn: params.car.officeId,
      dateOut: params.car.dateOut,
      dateIn: params.car.dateIn,
      priceListId: 148,
      currency: 'EUR',
      driverAge: 30,
      locale: 'en',
    },
  })
  return { id: doc.id, voucherNumber }
}

/** Takes every unit of the category but one for the dates, so one car is left. */
export async function leaveOneCar(params: { payload: Payload; car: LastCar; units: number }): Promise<void> {
  for (let n = 1; n < params.units; n += 1)
    await insertBooking({ payload: params.payload, car: params.car, status: 'confirmed' })
}

/**
 * Temporary bookings on the last car whose holds are about to lapse: each may still try to save once
 * `lapse` has made them lapsed. They are made live and lapsed only just before the saves, because
 * every minute each server's sweeper marks lapsed holds expired (a save of one then answers 404).
 */
export async function holdsToLapse(params: { payload: Payload; car: LastCar; count: number }) {
  const holds: { id: number; voucherNumber: string }[] = []
  const live = new Date(Date.now() + 30 * 60_000).toISOString()
  for (let n = 0; n < params.count; n += 1) {
    holds.push(await insertBooking({ payload: params.payload, car: params.car, status: 'held', heldUntil: live }))
  }
  // One statement, so all lapse at once and at the last moment.
  const lapse = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      await client.query(`UPDATE bookings SET held_until = now() - interval '1 minute' WHERE id = ANY($1::int[])`, [
        holds.map((hold) => hold.id),
      ])
    } finally {
      await client.end()
    }
  }
  return { holds, lapse }
}

/**
 * Waits until the sweepers (every minute, on the minute) are at least `clearMs` away, so that a burst
 * that lasts less than that meets no sweep.
 */
export async function betweenSweeps(clearMs: number): Promise<void> {
  const MINUTE = 60_000
  const SWEEP_MS = 5_000
  const intoMinute = Date.now() % MINUTE
  if (intoMinute >= SWEEP_MS && intoMinute + clearMs <= MINUTE) return
  const wait = (intoMinute < SWEEP_MS ? SWEEP_MS : MINUTE + SWEEP_MS) - intoMinute
  await new Promise((resolve) => setTimeout(resolve, wait))
}

export async function confirmedOn(payload: Payload, car: LastCar): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'bookings',
    where: {
      and: [
        { carCategory: { equals: car.categoryId } },
        { status: { equals: 'confirmed' } },
        { dateOut: { equals: car.dateOut } },
      ],
    },
  })
  return totalDocs
}
