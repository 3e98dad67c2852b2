/** Fixtures written through Payload's local API on the servers' database (this process boots its own Payload). */
import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

export type LastCar = {
  readonly categoryId: number
  readonly officeId: number
  readonly officeCode: string
  readonly dateOut: string
  readonly dateIn: string
}

export async function bootPayload(): Promise<Payload> {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../src/payload.config'),
  ])
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

/** Temporary bookings on the last car whose holds have lapsed: each may still try to save. */
export async function lapsedHolds(params: { payload: Payload; car: LastCar; count: number }) {
  const holds: { id: number; voucherNumber: string }[] = []
  const lapsed = new Date(Date.now() - 60_000).toISOString()
  for (let n = 0; n < params.count; n += 1) {
    holds.push(await insertBooking({ payload: params.payload, car: params.car, status: 'held', heldUntil: lapsed }))
  }
  return holds
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
