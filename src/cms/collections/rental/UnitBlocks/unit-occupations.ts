import type { Payload, PayloadRequest } from 'payload'

import { turnaroundMinutesOf, type BlockReason, type UnitOccupation } from '../../../../domain/fleet/unit-schedule'

/** Bookings that hold their unit: a confirmed booking and a request waiting for staff. */
export const UNIT_HOLDING_STATUSES = ['confirmed', 'requested'] as const

/** Longest turnaround a category may set (hours), so a query window can be widened by it. */
const MAX_TURNAROUND_MS = 72 * 3_600_000

/** A unit as its schedule needs it: plate, class, office, status and the class's turnaround. */
export type UnitFacts = {
  readonly id: number
  readonly registration: string
  readonly categoryId: number
  readonly officeId: number
  readonly status: string
  readonly turnaroundMinutes: number
}

function idOf(value: number | { id: number } | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined
  return typeof value === 'number' ? value : value.id
}

/** The unit `vehicleId` with its class's turnaround, or undefined when there is no such unit. */
export async function readUnitFacts(params: {
  payload: Payload
  req?: Partial<PayloadRequest>
  vehicleId: number
}): Promise<UnitFacts | undefined> {
  const vehicle = await params.payload.findByID({
    collection: 'vehicles',
    id: params.vehicleId,
    depth: 1,
    disableErrors: true,
    ...(params.req && { req: params.req }),
  })
  if (!vehicle) return undefined
  const category = typeof vehicle.carCategory === 'object' ? vehicle.carCategory : undefined
  const categoryId = idOf(vehicle.carCategory)
  const officeId = idOf(vehicle.office)
  if (categoryId === undefined || officeId === undefined) return undefined
  return {
    id: vehicle.id,
    registration: vehicle.registration,
    categoryId,
    officeId,
    status: vehicle.status,
    turnaroundMinutes: turnaroundMinutesOf(category?.turnaroundHours),
  }
}

/**
 * What keeps the unit busy between `from` and `until` (widened by the longest turnaround): the
 * bookings assigned to it that hold it and its blocks, each with its times. `exclude` leaves out
 * the booking or block being placed.
 */
export async function unitOccupations(params: {
  payload: Payload
  req?: Partial<PayloadRequest>
  unit: UnitFacts
  from: number
  until: number
  exclude?: { readonly kind: 'booking' | 'block'; readonly id: number }
}): Promise<UnitOccupation[]> {
  const { payload, unit } = params
  const reqPart = params.req ? { req: params.req } : {}
  const windowStart = new Date(params.from - MAX_TURNAROUND_MS).toISOString()
  const windowEnd = new Date(params.until + MAX_TURNAROUND_MS).toISOString()
  const excludedBooking = params.exclude?.kind === 'booking' ? params.exclude.id : -1
  const excludedBlock = params.exclude?.kind === 'block' ? params.exclude.id : -1
  const [bookings, blocks] = await Promise.all([
    payload.find({
      collection: 'bookings',
      ...reqPart,
      depth: 0,
      pagination: false,
      limit: 500,
      select: { number: true, dateOut: true, dateIn: true },
      where: {
        vehicle: { equals: unit.id },
        status: { in: [...UNIT_HOLDING_STATUSES] },
        id: { not_equals: excludedBooking },
        dateOut: { less_than: windowEnd },
        dateIn: { greater_than: windowStart },
      },
    }),
    payload.find({
      collection: 'unit-blocks',
      ...reqPart,
      depth: 0,
      pagination: false,
      limit: 500,
      where: {
        vehicle: { equals: unit.id },
        id: { not_equals: excludedBlock },
        startsAt: { less_than: windowEnd },
        endsAt: { greater_than: windowStart },
      },
    }),
  ])
  return [
    ...bookings.docs.map((booking): UnitOccupation => ({
      kind: 'booking',
      id: booking.id,
      number: booking.number,
      startsAt: Date.parse(booking.dateOut),
      endsAt: Date.parse(booking.dateIn),
      turnaroundMinutes: unit.turnaroundMinutes,
    })),
    ...blocks.docs.map((block): UnitOccupation => ({
      kind: 'block',
      id: block.id,
      reason: block.reason as BlockReason,
      startsAt: Date.parse(block.startsAt),
      endsAt: Date.parse(block.endsAt),
    })),
  ]
}
