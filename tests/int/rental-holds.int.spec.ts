import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as calculate } from '@/app/api/renteon-booking-calculate/route'
import { POST as create } from '@/app/api/renteon-booking-create/route'
import { BOOKING_TYPE } from '@/domain/booking/booking-type'
import { MAX_HOLDS_PER_ADDRESS, MAX_HOLDS_PER_VISITOR } from '@/domain/booking/holds'
import { createTemporaryBooking } from '@/server/bookings/commands/hold'

import { bootPayload } from './payload'
import { jsonRequest, seedRentalFixture, testHolder, visitorToken, type RentalFixture } from './rental-fixture'

type Json = { success: boolean; data: Record<string, unknown>; error?: { code: string; message: string } }

const UNITS_PER_CATEGORY = 10

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, {
    economy: UNITS_PER_CATEGORY,
    suv: UNITS_PER_CATEGORY,
    van: UNITS_PER_CATEGORY,
  })
})

const rental = { OfficeOutId: 'brimb1', OfficeInId: 'brimb1', DateOut: '2027-03-01T12:00', DateIn: '2027-03-05T12:00' }

async function holdCar(params: { categoryId: number; token: string; clientIp: string | null; dates?: typeof rental }) {
  const response = await create(
    jsonRequest({
      path: '/api/renteon-booking-create',
      body: { ...(params.dates ?? rental), CarCategoryId: params.categoryId },
      token: params.token,
      clientIp: params.clientIp,
    }),
  )
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    json: (await response.json()) as Json,
  }
}

describe('hold limits (issue 15, row 5)', () => {
  it('lets one visitor token hold only a few cars, however fast it asks', async () => {
    const token = visitorToken('int-tests', 'greedy-session')
    const clientIp = '203.0.113.5'
    const categories = [fleet.categoryIds.economy, fleet.categoryIds.suv, fleet.categoryIds.van]
    // 3 categories x 10 at once, as in the report (15 x 10 there): all 30 cars asked for.
    const started = performance.now()
    const answers = await Promise.all(
      categories.flatMap((categoryId) =>
        Array.from({ length: UNITS_PER_CATEGORY }, () => holdCar({ categoryId, token, clientIp })),
      ),
    )
    const elapsedMs = performance.now() - started
    const held = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(held).toHaveLength(MAX_HOLDS_PER_VISITOR)
    expect(refused).toHaveLength(answers.length - MAX_HOLDS_PER_VISITOR)
    expect(refused[0]?.json.error).toEqual({
      code: 'TOO_MANY_HOLDS',
      message:
        'You are holding too many cars at once. Complete or release a booking, or try again when a hold has lapsed.',
    })
    // Until the first hold lapses (20 minutes, counted from when each request started, so a request
    // that started before the first hold was made may be told a few seconds more).
    const retryAfter = Number(refused[0]?.retryAfter)
    expect(retryAfter).toBeGreaterThan(19 * 60)
    expect(retryAfter).toBeLessThanOrEqual(20 * 60 + 60)
    console.info(
      `[holds] 30 creates with one token in ${Math.round(elapsedMs)} ms: ${held.length} held, ${refused.length} refused`,
    )

    // The fleet is still there for everyone else.
    const { totalDocs } = await payload.count({ collection: 'bookings', where: { status: { equals: 'held' } } })
    expect(totalDocs).toBe(MAX_HOLDS_PER_VISITOR)
  }, 120_000)

  it('lets one client address hold only a few more cars, whatever tokens it logs in with', async () => {
    const clientIp = '198.51.100.7'
    const answers = []
    for (let visitor = 0; visitor < 10; visitor += 1) {
      const token = visitorToken('int-tests', `address-session-${visitor}`)
      answers.push(await holdCar({ categoryId: fleet.categoryIds.economy, token, clientIp }))
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array.from({ length: MAX_HOLDS_PER_ADDRESS }, () => 200),
      ...Array.from({ length: 10 - MAX_HOLDS_PER_ADDRESS }, () => 429),
    ])
    // Another address is not affected.
    const other = await holdCar({
      categoryId: fleet.categoryIds.economy,
      token: visitorToken(),
      clientIp: '192.0.2.44',
    })
    expect(other.status).toBe(200)
  })

  it('counts no shared address when the address is unknown (app not started through npm start)', async () => {
    const elsewhen = { ...rental, DateOut: '2027-06-01T12:00', DateIn: '2027-06-03T12:00' }
    const answers = []
    for (let visitor = 0; visitor < MAX_HOLDS_PER_ADDRESS + 2; visitor += 1) {
      const token = visitorToken('int-tests', `unknown-address-${visitor}`)
      answers.push(await holdCar({ categoryId: fleet.categoryIds.suv, token, clientIp: null, dates: elsewhen }))
    }
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const stored = await payload.findByID({ collection: 'bookings', id: answers[0]?.json.data.BookingId as number })
    expect(stored.holderAddressHash ?? null).toBeNull()
    // The visitor limit still holds.
    const token = visitorToken('int-tests', 'unknown-address-0')
    for (let more = 1; more < MAX_HOLDS_PER_VISITOR; more += 1) {
      expect(
        (await holdCar({ categoryId: fleet.categoryIds.suv, token, clientIp: null, dates: elsewhen })).status,
      ).toBe(200)
    }
    expect((await holdCar({ categoryId: fleet.categoryIds.suv, token, clientIp: null, dates: elsewhen })).status).toBe(
      429,
    )
  })

  it('records who holds: the token session, and the address only as a keyed hash', async () => {
    const token = visitorToken('int-tests', 'recorded-session')
    const held = await holdCar({ categoryId: fleet.categoryIds.van, token, clientIp: '192.0.2.81' })
    expect(held.status).toBe(200)
    const stored = await payload.findByID({ collection: 'bookings', id: held.json.data.BookingId as number })
    expect(stored.holderSession).toBe('token:recorded-session')
    expect(stored.holderAddressHash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.stringify(stored)).not.toContain('192.0.2.81')
    // The same address gives the same hash (the limit counts it), another gives another.
    const again = await holdCar({ categoryId: fleet.categoryIds.van, token: visitorToken(), clientIp: '192.0.2.81' })
    const other = await holdCar({ categoryId: fleet.categoryIds.van, token: visitorToken(), clientIp: '192.0.2.82' })
    const [againStored, otherStored] = await Promise.all(
      [again, other].map((answer) =>
        payload.findByID({ collection: 'bookings', id: answer.json.data.BookingId as number }),
      ),
    )
    expect(againStored?.holderAddressHash).toBe(stored.holderAddressHash)
    expect(otherStored?.holderAddressHash).not.toBe(stored.holderAddressHash)
  })

  it('does not renew a hold by recalculating it', async () => {
    const token = visitorToken('int-tests', 'renewing-session')
    const clientIp = '192.0.2.90'
    const held = await holdCar({ categoryId: fleet.categoryIds.suv, token, clientIp })
    const booking = held.json.data as { BookingId: number; VoucherNumber: string; HeldUntil: string }
    const recalculate = async () =>
      calculate(
        jsonRequest({
          path: '/api/renteon-booking-calculate',
          body: { BookingId: booking.BookingId, VoucherNumber: booking.VoucherNumber, Services: [{ ServiceId: 9 }] },
          token,
          clientIp,
        }),
      )
    expect((await recalculate()).status).toBe(200)
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(stored.heldUntil).toBe(booking.HeldUntil)

    // Twenty minutes later the hold has lapsed: recalculating it neither works nor renews it.
    const lapsedAt = new Date(Date.now() - 1000).toISOString()
    await payload.update({ collection: 'bookings', id: booking.BookingId, data: { heldUntil: lapsedAt } })
    const late = await recalculate()
    expect(late.status).toBe(400)
    expect(((await late.json()) as Json).error?.code).toBe('NO_BOOKING_TO_RECALCULATE')
    const after = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(after.heldUntil).toBe(lapsedAt)
    expect(after.status).toBe('held')
  })

  it('counts a lapsed hold against no limit', async () => {
    // The greedy visitor's holds lapse: they hold nothing any more.
    await payload.update({
      collection: 'bookings',
      where: { holderSession: { equals: 'token:greedy-session' } },
      data: { heldUntil: new Date(Date.now() - 1).toISOString() },
    })
    const token = visitorToken('int-tests', 'greedy-session')
    expect((await holdCar({ categoryId: fleet.categoryIds.suv, token, clientIp: '203.0.113.5' })).status).toBe(200)
  })
})

describe('choosing another car in the booking flow', () => {
  const request = {
    categoryId: 0,
    officeOut: 'brimb1',
    officeIn: 'brimb1',
    pickupAt: new Date('2027-04-01T12:00:00Z'),
    returnAt: new Date('2027-04-03T12:00:00Z'),
    driverAge: 30,
    services: [],
    bookingType: BOOKING_TYPE.PAY_NOW,
    locale: 'en' as const,
  }

  it('lets go of the earlier hold in the same step, so a visitor at the limit can still change car', async () => {
    const holder = testHolder({ sessionId: 'flow:changing-visitor' })
    const now = new Date()
    const first = []
    for (let at = 0; at < MAX_HOLDS_PER_VISITOR; at += 1) {
      const held = await createTemporaryBooking({
        payload,
        holder,
        now,
        request: { ...request, categoryId: fleet.categoryIds.economy },
      })
      if (!held.isOk || held.value.BookingId === null || held.value.VoucherNumber === null) throw new Error('no hold')
      first.push({ bookingId: held.value.BookingId, voucherNumber: held.value.VoucherNumber })
    }
    const refused = await createTemporaryBooking({
      payload,
      holder,
      now,
      request: { ...request, categoryId: fleet.categoryIds.suv },
    })
    expect(refused.isOk ? undefined : refused.error.code).toBe('TOO_MANY_HOLDS')

    const replaced = first[0]
    if (!replaced) throw new Error('no hold')
    const changed = await createTemporaryBooking({
      payload,
      holder,
      replaces: replaced,
      now,
      request: { ...request, categoryId: fleet.categoryIds.suv },
    })
    expect(changed.isOk).toBe(true)
    const earlier = await payload.findByID({ collection: 'bookings', id: replaced.bookingId })
    expect(earlier.status).toBe('expired')
  })

  it('keeps the earlier hold when the new car is refused', async () => {
    const holder = testHolder()
    const now = new Date()
    const held = await createTemporaryBooking({
      payload,
      holder,
      now,
      request: { ...request, categoryId: fleet.categoryIds.van },
    })
    if (!held.isOk || held.value.BookingId === null || held.value.VoucherNumber === null) throw new Error('no hold')
    // Every SUV is booked for these dates.
    const taken = { dateOut: '2027-04-10T12:00:00.000Z', dateIn: '2027-04-12T12:00:00.000Z' }
    for (let unit = 0; unit < UNITS_PER_CATEGORY; unit += 1) {
      await payload.create({
        collection: 'bookings',
        data: {
          number: `VG-${300_000 + unit}`,
          voucherNumber: `TAKEN${String(unit).padStart(7, '0')}`,
          status: 'confirmed',
          bookingType: '2',
          carCategory: fleet.categoryIds.suv,
          officeOut: fleet.officeIds.airport,
          officeIn: fleet.officeIds.airport,
          ...taken,
          priceListId: 148,
          currency: 'EUR',
          driverAge: 30,
          locale: 'en',
        },
      })
    }
    const refused = await createTemporaryBooking({
      payload,
      holder,
      replaces: { bookingId: held.value.BookingId, voucherNumber: held.value.VoucherNumber },
      now,
      request: {
        ...request,
        pickupAt: new Date(taken.dateOut),
        returnAt: new Date(taken.dateIn),
        categoryId: fleet.categoryIds.suv,
      },
    })
    expect(refused.isOk ? undefined : refused.error.code).toBe('CAR_NOT_AVAILABLE')
    const kept = await payload.findByID({ collection: 'bookings', id: held.value.BookingId })
    expect(kept.status).toBe('held')
  })
})
