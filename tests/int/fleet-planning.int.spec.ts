import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as assignRoute } from '@/app/api/booking-units/[id]/route'
import { POST as blockRoute } from '@/app/api/desk-unit-blocks/route'
import { POST as availability } from '@/app/api/renteon-availability/route'
import { env } from '@/env'
import { assignUnit } from '@/server/bookings/commands/assign-unit'
import { blockUnit } from '@/server/bookings/commands/block-unit'
import { changeByStaff, quoteDeskChange } from '@/server/bookings/commands/desk-change'

import { bookingOf, type DeskPerson } from './desk-fixture'
import { bootPayload } from './payload'
import { callJson } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

/**
 * Issue 32, the fleet in hand: units assigned to bookings through the bookings module, with clashes
 * refused by name; blocks and each class's turnaround counted by availability; staff-only access.
 */

let payload: Payload
let fleet: RentalFixture
let actor: { userId: number; email: string }
let agentCookie: string
let editorCookie: string
const unitIds: Record<string, number> = {}

const person: DeskPerson = {
  firstName: 'Anna',
  lastName: 'Jónsdóttir',
  email: 'anna@example.com',
  phone: '+354 555 0101',
}

async function staffCookie(role: 'agent' | 'editor') {
  const credentials = { email: `${role}-${randomUUID()}@vegur.is`, password: `${role}-password-2026` }
  const user = await payload.create({ collection: 'users', data: { ...credentials, name: role, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: credentials })
  return { user, cookie: `${payload.config.cookiePrefix}-token=${token}` }
}

beforeAll(async () => {
  payload = await bootPayload()
  // Keflavík airport: economy EC100 and EC101, SUV SU100 (and MA999 in maintenance), van VA100.
  fleet = await seedRentalFixture(payload, { economy: 2, suv: 1, van: 1 })
  const { docs } = await payload.find({ collection: 'vehicles', limit: 20, depth: 0 })
  for (const vehicle of docs) unitIds[vehicle.registration] = vehicle.id
  const agent = await staffCookie('agent')
  actor = { userId: agent.user.id, email: agent.user.email }
  agentCookie = agent.cookie
  editorCookie = (await staffCookie('editor')).cookie
})

const at = (iso: string) => new Date(`${iso}:00Z`)
const book = (out: string, categoryId = fleet.categoryIds.economy) => bookingOf({ person, out: at(out), categoryId })
const assign = (bookingId: number, registration: string | null) =>
  assignUnit({
    payload,
    bookingId,
    vehicleId: registration === null ? null : (unitIds[registration] ?? -1),
    actor,
    now: new Date(),
  })

async function block(
  registration: string,
  from: string,
  to: string,
  reason: 'maintenance' | 'cleaning' | 'turnaround' | 'other' = 'maintenance',
) {
  return payload.create({
    collection: 'unit-blocks',
    data: {
      vehicle: unitIds[registration] ?? -1,
      reason,
      startsAt: at(from).toISOString(),
      endsAt: at(to).toISOString(),
    },
  })
}

/**
 * Whether the airport offers category `categoryId` for a round trip from `out` to `back` (office
 * time) with a unit free: not hidden, and not only on request.
 */
async function offered(out: string, back: string, categoryId: number): Promise<boolean> {
  const found = await callJson(availability, '/api/renteon-availability', {
    OfficeOutId: 'brimb1',
    OfficeInId: 'brimb1',
    DateTimeOut: out,
    DateTimeIn: back,
    driverAge: 30,
  })
  expect(found.status).toBe(200)
  const cars = found.json.data.carCategories as { id: number; onRequest: boolean }[]
  return cars.some((car) => car.id === categoryId && !car.onRequest)
}

async function setTurnaround(categoryId: number, hours: number) {
  await payload.update({ collection: 'car-categories', id: categoryId, data: { turnaroundHours: hours } })
}

describe('availability with maintenance blocks and turnaround', () => {
  it('hides a class whose only unit is blocked during the rental, and offers it around the block', async () => {
    const suv = fleet.categoryIds.suv
    expect(await offered('2027-05-09T12:00', '2027-05-11T12:00', suv)).toBe(true)
    await block('SU100', '2027-05-10T08:00', '2027-05-10T18:00')
    expect(await offered('2027-05-09T12:00', '2027-05-11T12:00', suv)).toBe(false)
    // Before the block (return plus the hour's turnaround ends at its start) and after it: free.
    expect(await offered('2027-05-07T12:00', '2027-05-10T07:00', suv)).toBe(true)
    expect(await offered('2027-05-07T12:00', '2027-05-10T07:30', suv)).toBe(false)
    expect(await offered('2027-05-10T18:00', '2027-05-12T12:00', suv)).toBe(true)
  })

  it("keeps a unit back for its class's turnaround after a return", async () => {
    const van = fleet.categoryIds.van
    await book('2027-06-01T10:00', van) // back 2027-06-03T10:00
    await setTurnaround(van, 4)
    expect(await offered('2027-06-03T12:00', '2027-06-05T12:00', van)).toBe(false)
    expect(await offered('2027-06-03T14:00', '2027-06-05T12:00', van)).toBe(true)
    await setTurnaround(van, 1)
    expect(await offered('2027-06-03T12:00', '2027-06-05T12:00', van)).toBe(true)
    await setTurnaround(van, 0)
    expect(await offered('2027-06-03T10:00', '2027-06-05T12:00', van)).toBe(true)
  })

  it('counts a blocked unit once, with the bookings already on it', async () => {
    const economy = fleet.categoryIds.economy
    const first = await book('2027-07-01T10:00') // back 07-03 10:00
    expect((await assign(first.BookingId, 'EC100')).isOk).toBe(true)
    await block('EC100', '2027-07-04T08:00', '2027-07-04T16:00', 'cleaning')
    // EC100 is out for a rental over the 4th; its booking does not take EC101 as well.
    expect(await offered('2027-07-02T12:00', '2027-07-05T12:00', economy)).toBe(true)
    await block('EC101', '2027-07-04T10:00', '2027-07-04T12:00', 'cleaning')
    expect(await offered('2027-07-02T12:00', '2027-07-05T12:00', economy)).toBe(false)
  })
})

describe('assigning units', () => {
  it('refuses a unit taken by another booking, naming it, and moves the booking to a free one', async () => {
    const first = await book('2027-08-01T10:00')
    const second = await book('2027-08-02T10:00')
    expect(await assign(first.BookingId, 'EC100')).toMatchObject({ isOk: true, registration: 'EC100' })
    const refused = await assign(second.BookingId, 'EC100')
    expect(refused).toMatchObject({ isOk: false, refusal: { code: 'UNIT_TAKEN' } })
    if (refused.isOk) return
    expect(refused.refusal.message).toBe(
      `EC100 is taken by booking ${first.Number} from 2027-08-01 10:00 to 2027-08-03 10:00, then 1 h turnaround.`,
    )
    expect(await assign(second.BookingId, 'EC101')).toMatchObject({ isOk: true, registration: 'EC101' })
    // Moving the first onto the second's unit is refused; the first stays where it was.
    const moved = await assign(first.BookingId, 'EC101')
    expect(moved).toMatchObject({ isOk: false, refusal: { code: 'UNIT_TAKEN' } })
    const stored = await payload.findByID({ collection: 'bookings', id: first.BookingId, depth: 0 })
    expect(stored.vehicle).toBe(unitIds.EC100)
  })

  it('refuses a unit inside the turnaround of its last booking, and a blocked unit, naming the block', async () => {
    const before = await book('2027-09-01T10:00') // back 09-03 10:00
    const after = await book('2027-09-03T10:30')
    expect((await assign(before.BookingId, 'EC100')).isOk).toBe(true)
    const tooSoon = await assign(after.BookingId, 'EC100')
    expect(tooSoon.isOk ? '' : tooSoon.refusal.message).toMatch(/taken by booking .* then 1 h turnaround\.$/)
    await block('EC101', '2027-09-04T08:00', '2027-09-04T12:00')
    const blocked = await assign(after.BookingId, 'EC101')
    expect(blocked.isOk ? '' : blocked.refusal.message).toBe(
      'EC101 is blocked for maintenance from 2027-09-04 08:00 to 2027-09-04 12:00.',
    )
  })

  it('refuses a unit of another class or not in service, and a block over an assigned booking', async () => {
    const booking = await book('2027-10-01T10:00')
    expect(await assign(booking.BookingId, 'SU100')).toMatchObject({
      isOk: false,
      refusal: { code: 'UNIT_NOT_SUITABLE' },
    })
    expect(await assign(booking.BookingId, 'MA999')).toMatchObject({
      isOk: false,
      refusal: { code: 'UNIT_NOT_SUITABLE' },
    })
    expect((await assign(booking.BookingId, 'EC100')).isOk).toBe(true)
    await expect(block('EC100', '2027-10-02T08:00', '2027-10-02T10:00')).rejects.toThrow(
      /EC100 is taken by booking VG-\d+ .* Move the booking to another unit first\./,
    )
    await expect(block('EC100', '2027-10-02T08:00', '2027-10-01T10:00')).rejects.toThrow(/ends after it starts/)
  })

  it('records who assigned which unit in the audit trail, and takes a booking off its unit', async () => {
    const booking = await book('2027-11-01T10:00')
    expect((await assign(booking.BookingId, 'EC101')).isOk).toBe(true)
    expect(await assign(booking.BookingId, null)).toMatchObject({ isOk: true, registration: null })
    const { docs } = await payload.find({
      collection: 'audit-entries',
      where: { booking: { equals: booking.BookingId }, action: { equals: 'assign-unit' } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(docs.map((entry) => entry.changes)).toEqual([
      { vehicle: { before: null, after: 'EC101' } },
      { vehicle: { before: 'EC101', after: null } },
    ])
    expect(docs[0]?.actorEmail).toBe(actor.email)
  })
})

describe('a desk change of dates', () => {
  async function moveDates(bookingId: number, pickupAt: string, returnAt: string) {
    const changes = { pickupAt: at(pickupAt), returnAt: at(returnAt) }
    const now = new Date()
    const quote = await quoteDeskChange({ payload, bookingId, changes, now })
    if (!quote.isOk) throw new Error(JSON.stringify(quote.error))
    const saved = await changeByStaff({
      payload,
      bookingId,
      changes,
      acceptedTotal: quote.value.after.total.amount,
      actor,
      reason: 'Flight moved',
      now,
    })
    expect(saved.isOk).toBe(true)
    return (await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })).vehicle ?? null
  }

  it('keeps the unit when it is free at the new dates, and lets it go when it is not', async () => {
    const moved = await book('2028-01-10T10:00') // back 01-12 10:00
    expect((await assign(moved.BookingId, 'EC100')).isOk).toBe(true)
    expect(await moveDates(moved.BookingId, '2028-01-10T12:00', '2028-01-12T12:00')).toBe(unitIds.EC100)
    await block('EC100', '2028-01-14T08:00', '2028-01-14T18:00')
    expect(await moveDates(moved.BookingId, '2028-01-12T12:00', '2028-01-15T12:00')).toBeNull()
    const { docs } = await payload.find({
      collection: 'audit-entries',
      where: { booking: { equals: moved.BookingId }, action: { equals: 'change-booking' } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(docs.at(-1)?.changes).toMatchObject({ vehicle: { before: unitIds.EC100, after: null } })
  })
})

describe('who may place units', () => {
  const origin = new URL(env.SITE_URL).origin
  const post = async (bookingId: number, cookie: string | null, body: unknown, key = randomUUID()) => {
    const response = await assignRoute(
      new Request(`${origin}/api/booking-units/${bookingId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'idempotency-key': key, ...(cookie && { cookie }) },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ id: String(bookingId) }) },
    )
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }

  it('lets agents assign through the route, once per key, with the clash as a 409 message', async () => {
    const first = await book('2027-12-01T10:00')
    const second = await book('2027-12-01T12:00')
    const key = randomUUID()
    expect(await post(first.BookingId, agentCookie, { vehicleId: unitIds.EC100 }, key)).toEqual({
      status: 200,
      json: { status: 'assigned', registration: 'EC100' },
    })
    expect((await post(first.BookingId, agentCookie, { vehicleId: unitIds.EC100 }, key)).json.status).toBe('unchanged')
    const clash = await post(second.BookingId, agentCookie, { vehicleId: unitIds.EC100 })
    expect(clash.status).toBe(409)
    expect(JSON.stringify(clash.json)).toContain(`EC100 is taken by booking ${first.Number}`)
    expect((await post(second.BookingId, agentCookie, { vehicleId: 'EC100' })).status).toBe(400)
  })

  it('refuses editors and visitors, and keeps the unit off the admin form', async () => {
    const booking = await book('2027-12-10T10:00')
    expect((await post(booking.BookingId, null, { vehicleId: unitIds.EC100 })).status).toBe(403)
    expect((await post(booking.BookingId, editorCookie, { vehicleId: unitIds.EC100 })).status).toBe(403)
    const agent = await payload.find({ collection: 'users', where: { email: { equals: actor.email } }, depth: 0 })
    const user = agent.docs[0]
    await payload.update({
      collection: 'bookings',
      id: booking.BookingId,
      data: { vehicle: unitIds.EC101 },
      overrideAccess: false,
      user: user ? { ...user, collection: 'users' } : null,
    })
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    expect(stored.vehicle ?? null).toBeNull()
  })

  it('shows unit blocks to staff only', async () => {
    await expect(payload.find({ collection: 'unit-blocks', overrideAccess: false, user: null })).rejects.toThrow()
  })
})

describe('blocking a unit from the planning board', () => {
  const origin = new URL(env.SITE_URL).origin
  const post = async (cookie: string | null, body: unknown) => {
    const response = await blockRoute(
      new Request(`${origin}/api/desk-unit-blocks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, ...(cookie && { cookie }) },
        body: JSON.stringify(body),
      }),
    )
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }
  const iso = (time: string) => at(time).toISOString()
  const blocksOf = async (registration: string) =>
    (
      await payload.find({
        collection: 'unit-blocks',
        where: { vehicle: { equals: unitIds[registration] ?? -1 } },
        depth: 0,
        limit: 100,
      })
    ).docs

  it('stores the block where availability reads it, so the class is not sold while its unit is out', async () => {
    const suv = fleet.categoryIds.suv
    expect(await offered('2028-03-09T12:00', '2028-03-11T12:00', suv)).toBe(true)
    const saved = await post(agentCookie, {
      vehicleId: unitIds.SU100,
      reason: 'cleaning',
      startsAt: iso('2028-03-10T08:00'),
      endsAt: iso('2028-03-10T12:00'),
      note: 'Deep clean',
    })
    expect(saved).toEqual({
      status: 201,
      json: {
        id: expect.any(Number),
        registration: 'SU100',
        message: 'SU100 is blocked for cleaning from 2028-03-10 08:00 to 2028-03-10 12:00.',
      },
    })
    const stored = await payload.findByID({ collection: 'unit-blocks', id: saved.json.id as number, depth: 0 })
    expect(stored).toMatchObject({ vehicle: unitIds.SU100, reason: 'cleaning', note: 'Deep clean' })
    expect(await offered('2028-03-09T12:00', '2028-03-11T12:00', suv)).toBe(false)
    expect(await offered('2028-03-10T12:00', '2028-03-11T12:00', suv)).toBe(true)
    // A rental over the block cannot be held either: the class's only unit is out.
    await expect(book('2028-03-09T12:00', suv)).rejects.toThrow(/CAR_NOT_AVAILABLE/)
  })

  it('audits who blocked which unit, when and why; a change and a removal in the admin too (ADR 032)', async () => {
    const saved = await post(agentCookie, {
      vehicleId: unitIds.VA100,
      reason: 'maintenance',
      startsAt: iso('2028-03-20T08:00'),
      endsAt: iso('2028-03-20T16:00'),
      note: 'Brake pads',
    })
    expect(saved.status).toBe(201)
    const blockId = saved.json.id as number
    const agent = await payload.find({ collection: 'users', where: { email: { equals: actor.email } }, depth: 0 })
    const user = agent.docs[0]
    if (!user) throw new Error('no agent')
    // Through the admin (its signed-in user): the note changed, then the block removed.
    await payload.update({
      collection: 'unit-blocks',
      id: blockId,
      data: { note: 'Brake pads and discs' },
      user,
      overrideAccess: false,
    })
    await payload.delete({ collection: 'unit-blocks', id: blockId, user, overrideAccess: false })
    const { docs } = await payload.find({
      collection: 'audit-entries',
      where: { unit: { equals: unitIds.VA100 ?? -1 } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(docs.map((entry) => [entry.action, entry.actorEmail, entry.unitRegistration, entry.booking])).toEqual([
      ['block-unit', actor.email, 'VA100', null],
      ['change-unit-block', actor.email, 'VA100', null],
      ['remove-unit-block', actor.email, 'VA100', null],
    ])
    expect(docs[0]?.reason).toBe('maintenance: Brake pads')
    expect(docs[0]?.changes).toMatchObject({
      block: { after: blockId },
      reason: { before: null, after: 'maintenance' },
      startsAt: { after: '2028-03-20T08:00:00.000Z' },
    })
    expect(docs[1]?.changes).toEqual({
      block: { before: null, after: blockId },
      note: { before: 'Brake pads', after: 'Brake pads and discs' },
    })
    // A refused block writes no entry.
    const before = (await payload.count({ collection: 'audit-entries', where: { unit: { exists: true } } })).totalDocs
    expect((await post(agentCookie, { vehicleId: unitIds.VA100, reason: 'x' })).status).toBe(400)
    expect((await payload.count({ collection: 'audit-entries', where: { unit: { exists: true } } })).totalDocs).toBe(
      before,
    )
  })

  it('refuses a block over a booking assigned to the unit, naming the booking, and stores nothing', async () => {
    const booking = await book('2028-04-01T10:00') // back 04-03 10:00, then 1 h turnaround
    expect((await assign(booking.BookingId, 'EC100')).isOk).toBe(true)
    const before = (await blocksOf('EC100')).length
    const clash = await post(agentCookie, {
      vehicleId: unitIds.EC100,
      reason: 'maintenance',
      startsAt: iso('2028-04-03T10:30'),
      endsAt: iso('2028-04-03T16:00'),
    })
    expect(clash).toEqual({
      status: 409,
      json: {
        errors: [
          {
            message:
              `EC100 is taken by booking ${booking.Number} from 2028-04-01 10:00 to 2028-04-03 10:00, ` +
              'then 1 h turnaround. Move the booking to another unit first.',
          },
        ],
      },
    })
    expect(await blocksOf('EC100')).toHaveLength(before)
    // After the turnaround, and on the other unit, the block is taken.
    const later = { vehicleId: unitIds.EC100, reason: 'turnaround', startsAt: iso('2028-04-03T11:00') }
    expect((await post(agentCookie, { ...later, endsAt: iso('2028-04-03T13:00') })).status).toBe(201)
    expect(
      (
        await post(agentCookie, {
          vehicleId: unitIds.EC101,
          reason: 'maintenance',
          startsAt: iso('2028-04-02T08:00'),
          endsAt: iso('2028-04-02T18:00'),
        })
      ).status,
    ).toBe(201)
  })

  it('answers wrong times, a missing unit and a bad body with a clear 4xx', async () => {
    const base = { vehicleId: unitIds.EC101, reason: 'maintenance', startsAt: iso('2028-05-02T08:00') }
    const backwards = await post(agentCookie, { ...base, endsAt: iso('2028-05-01T08:00') })
    expect(backwards).toEqual({ status: 400, json: { errors: [{ message: 'A block ends after it starts.' }] } })
    const missing = await post(agentCookie, { ...base, vehicleId: 999_999, endsAt: iso('2028-05-02T10:00') })
    expect(missing).toEqual({ status: 404, json: { errors: [{ message: 'There is no such unit.' }] } })
    for (const body of [
      { ...base, endsAt: 'tomorrow' },
      { ...base, reason: 'holiday', endsAt: iso('2028-05-02T10:00') },
      { ...base, vehicleId: 'EC101', endsAt: iso('2028-05-02T10:00') },
      null,
    ]) {
      const answer = await post(agentCookie, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(answer.json)).toContain('Send the unit as vehicleId')
    }
  })

  it('lets only agents, managers and admins block units', async () => {
    const body = {
      vehicleId: unitIds.EC101,
      reason: 'maintenance',
      startsAt: iso('2028-06-02T08:00'),
      endsAt: iso('2028-06-02T10:00'),
    }
    expect((await post(null, body)).status).toBe(403)
    expect((await post(editorCookie, body)).status).toBe(403)
    expect((await blocksOf('EC101')).filter((block) => block.startsAt === body.startsAt)).toHaveLength(0)
  })

  it('never lets a block and an assignment of the same unit both pass at the same instant', async () => {
    const booking = await book('2028-07-01T10:00') // back 07-03 10:00
    const [blocked, assigned] = await Promise.all([
      blockUnit({
        payload,
        vehicleId: unitIds.EC100 ?? -1,
        reason: 'maintenance',
        startsAt: at('2028-07-02T08:00').getTime(),
        endsAt: at('2028-07-02T12:00').getTime(),
        actor,
      }),
      assign(booking.BookingId, 'EC100'),
    ])
    expect([blocked.isOk, assigned.isOk].filter(Boolean)).toHaveLength(1)
    const refusal = blocked.isOk ? (assigned.isOk ? '' : assigned.refusal.message) : blocked.refusal.message
    expect(refusal).toMatch(/^EC100 is (blocked for maintenance|taken by booking)/)
  })
})
