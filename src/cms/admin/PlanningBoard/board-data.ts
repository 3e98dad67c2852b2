import type { Payload, Where } from 'payload'

import type { BoardWindow } from '../../../domain/fleet/planning-board'
import type { Booking } from '../../../payload-types'
import { UNIT_HOLDING_STATUSES } from '../../collections/rental/UnitBlocks/unit-occupations'
import type { BoardBlock, BoardBooking, BoardUnit } from './board-types'

type Named = { readonly id: number; readonly name: string }

export type BoardChoices = { readonly offices: readonly Named[]; readonly categories: readonly Named[] }

/** The offices and classes the board can show, in their admin order. */
export async function boardChoices(payload: Payload): Promise<BoardChoices> {
  const [offices, categories] = await Promise.all([
    payload.find({ collection: 'offices', sort: 'sortOrder', limit: 100, depth: 0, select: { name: true } }),
    payload.find({ collection: 'car-categories', sort: 'sortOrder', limit: 200, depth: 0, select: { model: true } }),
  ])
  return {
    offices: offices.docs.map((office) => ({ id: office.id, name: office.name })),
    categories: categories.docs.map((category) => ({ id: category.id, name: category.model })),
  }
}

function idOf(value: number | { id: number } | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'number' ? value : value.id
}

const BOOKING_SELECT = {
  number: true,
  status: true,
  dateOut: true,
  dateIn: true,
  vehicle: true,
  officeOut: true,
  officeIn: true,
  carCategory: true,
  client: { firstName: true, lastName: true },
} as const

function toBoardBooking(booking: Booking, officeId: number, officeNames: ReadonlyMap<number, string>): BoardBooking {
  const officeOutId = idOf(booking.officeOut) ?? 0
  const officeInId = idOf(booking.officeIn) ?? 0
  const movement = officeOutId === officeInId ? 'round-trip' : officeOutId === officeId ? 'departs' : 'arrives'
  const other = movement === 'departs' ? officeInId : movement === 'arrives' ? officeOutId : undefined
  const vehicle = typeof booking.vehicle === 'object' ? booking.vehicle : undefined
  const category = typeof booking.carCategory === 'object' ? booking.carCategory : undefined
  const name = [booking.client?.firstName, booking.client?.lastName].filter(Boolean).join(' ')
  return {
    id: booking.id,
    number: booking.number,
    customer: name || '—',
    status: booking.status,
    startsAt: Date.parse(booking.dateOut),
    endsAt: Date.parse(booking.dateIn),
    unitId: idOf(booking.vehicle),
    unitRegistration: vehicle?.registration ?? null,
    officeOutId,
    officeInId,
    categoryId: idOf(booking.carCategory) ?? 0,
    categoryName: category?.model ?? '',
    movement,
    otherOffice: other === undefined ? null : (officeNames.get(other) ?? null),
  }
}

async function findBookings(params: {
  payload: Payload
  where: Where
  officeId: number
  officeNames: ReadonlyMap<number, string>
}): Promise<BoardBooking[]> {
  const { docs } = await params.payload.find({
    collection: 'bookings',
    where: { and: [{ status: { in: [...UNIT_HOLDING_STATUSES] } }, params.where] },
    sort: 'dateOut',
    limit: 1000,
    depth: 1,
    populate: { vehicles: { registration: true }, 'car-categories': { model: true }, offices: { name: true } },
    select: BOOKING_SELECT,
  })
  return docs.map((booking) => toBoardBooking(booking as Booking, params.officeId, params.officeNames))
}

const atOffice = (officeId: number): Where => ({
  or: [{ officeOut: { equals: officeId } }, { officeIn: { equals: officeId } }],
})

/**
 * One class at one office over the window: its units (in service or in maintenance), the bookings
 * that hold a unit there (picked up or returned there) and the units' blocks. Reads only.
 */
export async function loadBoard(params: {
  payload: Payload
  officeId: number
  categoryId: number
  window: BoardWindow
  choices: BoardChoices
}): Promise<{ units: BoardUnit[]; bookings: BoardBooking[]; blocks: BoardBlock[] }> {
  const { payload, officeId, categoryId, window } = params
  const officeNames = new Map(params.choices.offices.map((office) => [office.id, office.name]))
  const units = await payload.find({
    collection: 'vehicles',
    where: {
      office: { equals: officeId },
      carCategory: { equals: categoryId },
      status: { not_equals: 'retired' },
    },
    sort: 'registration',
    limit: 500,
    depth: 0,
    select: { registration: true, status: true },
  })
  const from = new Date(window.startsAt).toISOString()
  const until = new Date(window.endsAt).toISOString()
  const [bookings, blocks] = await Promise.all([
    findBookings({
      payload,
      officeId,
      officeNames,
      where: {
        and: [
          { carCategory: { equals: categoryId } },
          atOffice(officeId),
          { dateOut: { less_than: until } },
          { dateIn: { greater_than: from } },
        ],
      },
    }),
    payload.find({
      collection: 'unit-blocks',
      where: {
        vehicle: { in: units.docs.map((unit) => unit.id) },
        startsAt: { less_than: until },
        endsAt: { greater_than: from },
      },
      sort: 'startsAt',
      limit: 1000,
      depth: 0,
    }),
  ])
  return {
    units: units.docs.map((unit) => ({ id: unit.id, registration: unit.registration, status: unit.status })),
    bookings,
    blocks: blocks.docs.map((block) => ({
      id: block.id,
      unitId: idOf(block.vehicle) ?? 0,
      reason: block.reason,
      startsAt: Date.parse(block.startsAt),
      endsAt: Date.parse(block.endsAt),
      note: block.note ?? null,
    })),
  }
}

/** Every class's bookings picked up at or returned to the office on one day (the day view). */
export async function loadDay(params: {
  payload: Payload
  officeId: number
  dayStartsAt: number
  choices: BoardChoices
}): Promise<BoardBooking[]> {
  const from = new Date(params.dayStartsAt).toISOString()
  const until = new Date(params.dayStartsAt + 86_400_000).toISOString()
  return findBookings({
    payload: params.payload,
    officeId: params.officeId,
    officeNames: new Map(params.choices.offices.map((office) => [office.id, office.name])),
    where: {
      or: [
        {
          and: [
            { officeOut: { equals: params.officeId } },
            { dateOut: { greater_than_equal: from } },
            { dateOut: { less_than: until } },
          ],
        },
        {
          and: [
            { officeIn: { equals: params.officeId } },
            { dateIn: { greater_than_equal: from } },
            { dateIn: { less_than: until } },
          ],
        },
      ],
    },
  })
}
