import type { Payload } from 'payload'

import { findUnitClash, officeTime } from '../../../domain/fleet/unit-schedule'
import { readUnitFacts, unitOccupations } from '../../collections/rental/UnitBlocks/unit-occupations'
import type { CheckOutBooking, CheckOutUnit } from './check-out-types'

function idOf(value: number | { id: number } | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}

/**
 * The booking to check out, the units it may leave as (of its class, at its pickup office, in
 * service, and free over its dates and turnaround: the same rule the command applies). Reads only;
 * the renter's review, once recorded, comes from GET /api/booking-check-outs/{id}.
 */
export async function loadCheckOut(params: { payload: Payload; bookingId: number }): Promise<
  | {
      readonly booking: CheckOutBooking
      readonly status: string
      readonly isRecorded: boolean
      readonly units: readonly CheckOutUnit[]
    }
  | undefined
> {
  const { payload, bookingId } = params
  const doc = await payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 1,
    disableErrors: true,
    populate: { vehicles: { registration: true }, 'car-categories': { model: true }, offices: { name: true } },
  })
  if (!doc) return undefined
  const categoryId = idOf(doc.carCategory)
  const officeId = idOf(doc.officeOut)
  const startsAt = Date.parse(doc.dateOut)
  const endsAt = Date.parse(doc.dateIn)
  const candidates =
    categoryId === null || officeId === null
      ? []
      : (
          await payload.find({
            collection: 'vehicles',
            where: {
              carCategory: { equals: categoryId },
              office: { equals: officeId },
              status: { equals: 'inService' },
            },
            sort: 'registration',
            limit: 200,
            depth: 0,
            select: { registration: true, mileage: true },
          })
        ).docs
  const units: CheckOutUnit[] = []
  for (const candidate of candidates) {
    const unit = await readUnitFacts({ payload, vehicleId: candidate.id })
    if (!unit) continue
    const occupations = await unitOccupations({
      payload,
      unit,
      from: startsAt,
      until: endsAt,
      exclude: { kind: 'booking', id: doc.id },
    })
    const clash = findUnitClash({
      request: { startsAt, endsAt, turnaroundMinutes: unit.turnaroundMinutes },
      occupations,
    })
    if (!clash)
      units.push({ id: candidate.id, registration: candidate.registration, mileage: candidate.mileage ?? null })
  }
  const officeName = (value: typeof doc.officeOut) => (typeof value === 'object' ? value.name : '')
  const category = typeof doc.carCategory === 'object' ? doc.carCategory : undefined
  const isRecorded = Boolean(doc.checkOut?.recordedAt)
  return {
    booking: {
      id: doc.id,
      number: doc.number,
      customer: [doc.client?.firstName, doc.client?.lastName].filter(Boolean).join(' ') || '—',
      car: category?.model ?? '',
      pickup: `${officeTime(startsAt)}, ${officeName(doc.officeOut)}`,
      return: `${officeTime(endsAt)}, ${officeName(doc.officeIn)}`,
      extraDrivers: (doc.drivers ?? [])
        .filter((driver) => driver.isAdditional)
        .map((driver) => `${driver.firstName} ${driver.lastName}`),
      unitId: idOf(doc.vehicle),
    },
    status: doc.status,
    isRecorded,
    units,
  }
}
