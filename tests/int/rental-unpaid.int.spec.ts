import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as availability } from '@/app/api/renteon-availability/route'
import { POST as create } from '@/app/api/renteon-booking-create/route'
import { POST as save } from '@/app/api/renteon-booking-save/route'
import { PAY_NOW_MINUTES } from '@/domain/booking/holds'
import { RENTAL_QUEUE } from '@/server/jobs/jobs-config'

import { bootPayload } from './payload'
import { callJson, payNow, TEST_CARDS } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  // One SUV: whoever holds it holds the whole category.
  fleet = await seedRentalFixture(payload, { economy: 2, suv: 1, van: 1 })
})

const client = {
  firstName: 'Jon',
  lastName: 'Jonsson',
  email: 'jon@example.com',
  phone: '+354 555 1234',
  country: 'is',
}

let day = 0

/** A booking of the only SUV, saved to pay now (or at pickup), on dates of its own. */
async function savedSuv(params: { paymentType: 'payNow' | 'payLocally' }) {
  day += 7
  const out = new Date(Date.UTC(2027, 8, day, 12))
  const dates = {
    OfficeOutId: 'brimb1',
    OfficeInId: 'brimb1',
    DateOut: out.toISOString().slice(0, 16),
    DateIn: new Date(out.getTime() + 2 * 86_400_000).toISOString().slice(0, 16),
  }
  const held = await callJson(create, '/api/renteon-booking-create', { ...dates, CarCategoryId: fleet.categoryIds.suv })
  expect(held.status).toBe(200)
  const booking = held.json.data as { BookingId: number; VoucherNumber: string }
  const saved = await callJson(save, '/api/renteon-booking-save', {
    BookingId: booking.BookingId,
    voucher: booking.VoucherNumber,
    client,
    paymentType: params.paymentType,
  })
  expect(saved.status).toBe(200)
  return { booking, dates, saved: saved.json.data as { Status: string; HeldUntil: string | null } }
}

async function suvIsOffered(dates: { OfficeOutId: string; DateOut: string; DateIn: string }): Promise<boolean> {
  const found = await callJson(availability, '/api/renteon-availability', {
    OfficeOutId: dates.OfficeOutId,
    DateTimeOut: dates.DateOut,
    DateTimeIn: dates.DateIn,
    driverAge: 30,
  })
  const cars = found.json.data.carCategories as { id: number }[]
  return cars.some((car) => car.id === fleet.categoryIds.suv)
}

/** What PAY_NOW_MINUTES of nobody paying does to a booking, without waiting for them. */
async function letTimeToPayRunOut(bookingId: number) {
  await payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { heldUntil: new Date(Date.now() - 1000).toISOString() },
  })
}

async function runSweep() {
  await payload.jobs.queue({ task: 'releaseLapsedBookings', input: {}, queue: RENTAL_QUEUE })
  await payload.jobs.run({ queue: RENTAL_QUEUE })
}

async function statusOf(id: number) {
  return (await payload.findByID({ collection: 'bookings', id })).status
}

describe('a saved pay-now booking that is never paid (issue 15, row 5)', () => {
  it('must be paid within its time, and blocks its car until then', async () => {
    const before = Date.now()
    const { dates, saved } = await savedSuv({ paymentType: 'payNow' })
    expect(saved.Status).toBe('confirmed')
    const payBy = Date.parse(saved.HeldUntil ?? '')
    expect(payBy).toBeGreaterThanOrEqual(before + PAY_NOW_MINUTES * 60_000)
    expect(payBy).toBeLessThanOrEqual(Date.now() + PAY_NOW_MINUTES * 60_000)
    expect(await suvIsOffered(dates)).toBe(false)
  })

  it('lets its car go once its time to pay is up, before any job has run, and cannot be paid', async () => {
    const { booking, dates } = await savedSuv({ paymentType: 'payNow' })
    await letTimeToPayRunOut(booking.BookingId)

    expect(await suvIsOffered(dates)).toBe(true)
    const paid = await payNow({ booking, cardNumber: TEST_CARDS.success })
    expect(paid.status).toBe(409)
    expect(paid.json.error).toMatchObject({ code: 'BOOKING_NOT_PAYABLE' })
    // Saving it again does not bring it back.
    const again = await callJson(save, '/api/renteon-booking-save', {
      BookingId: booking.BookingId,
      voucher: booking.VoucherNumber,
      client,
      paymentType: 'payNow',
    })
    expect(again.status).toBe(404)
    expect(again.json.error).toMatchObject({ code: 'NO_TEMPORARY_BOOKING' })
    // Somebody else books the car.
    const other = await callJson(create, '/api/renteon-booking-create', {
      ...dates,
      CarCategoryId: fleet.categoryIds.suv,
    })
    expect(other.status).toBe(200)
  })

  it('stands once paid in time: the payment clears its deadline', async () => {
    const { booking } = await savedSuv({ paymentType: 'payNow' })
    const paid = await payNow({ booking, cardNumber: TEST_CARDS.success })
    expect(paid.status).toBe(200)
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(stored.status).toBe('confirmed')
    expect(stored.heldUntil ?? null).toBeNull()
  })
})

describe('the sweep on the jobs queue', () => {
  it('is scheduled on the rental queue', async () => {
    const scheduledFrom = Date.now() - 1000
    await payload.jobs.handleSchedules({ queue: RENTAL_QUEUE })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'releaseLapsedBookings' } },
      pagination: false,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs[0]?.queue).toBe(RENTAL_QUEUE)
    expect(Date.parse(docs[0]?.waitUntil ?? '')).toBeGreaterThanOrEqual(scheduledFrom)
  })

  it('expires lapsed holds and unpaid pay-now bookings, and nothing else', async () => {
    const unpaid = await savedSuv({ paymentType: 'payNow' })
    await letTimeToPayRunOut(unpaid.booking.BookingId)
    const paid = await savedSuv({ paymentType: 'payNow' })
    expect((await payNow({ booking: paid.booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
    const atPickup = await savedSuv({ paymentType: 'payLocally' })
    const waiting = await savedSuv({ paymentType: 'payNow' })

    day += 7
    const out = new Date(Date.UTC(2027, 8, day, 12))
    const rental = {
      OfficeOutId: 'brimb1',
      OfficeInId: 'brimb1',
      DateOut: out.toISOString().slice(0, 16),
      DateIn: new Date(out.getTime() + 86_400_000).toISOString().slice(0, 16),
    }
    const lapsedHold = await callJson(create, '/api/renteon-booking-create', {
      ...rental,
      CarCategoryId: fleet.categoryIds.van,
    })
    const liveHold = await callJson(create, '/api/renteon-booking-create', {
      ...rental,
      CarCategoryId: fleet.categoryIds.economy,
    })
    const lapsedHoldId = lapsedHold.json.data.BookingId as number
    await letTimeToPayRunOut(lapsedHoldId)

    await runSweep()

    expect(await statusOf(unpaid.booking.BookingId)).toBe('expired')
    expect(await statusOf(lapsedHoldId)).toBe('expired')
    expect(await statusOf(paid.booking.BookingId)).toBe('confirmed')
    expect(await statusOf(atPickup.booking.BookingId)).toBe('confirmed')
    expect(await statusOf(waiting.booking.BookingId)).toBe('confirmed')
    expect(await statusOf(liveHold.json.data.BookingId as number)).toBe('held')
    // Expired: still not payable, and not shown in manage my booking.
    expect((await payNow({ booking: unpaid.booking, cardNumber: TEST_CARDS.success })).status).toBe(409)
  })

  it('leaves a booking paid after its time to pay released (the payments code refunds it)', async () => {
    const { booking } = await savedSuv({ paymentType: 'payNow' })
    await letTimeToPayRunOut(booking.BookingId)
    // A payment recorded late, as a late 3-D Secure approval would be.
    await payload.update({
      collection: 'bookings',
      id: booking.BookingId,
      data: {
        payments: [
          {
            transactionId: 'LATE-1',
            status: 'COLLECTED',
            amount: 100,
            currency: 'ISK',
            createdAt: new Date().toISOString(),
          },
        ],
      },
    })
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    // The late payment does not lift the lapsed deadline.
    expect(Date.parse(stored.heldUntil ?? '')).toBeLessThan(Date.now())
    await runSweep()
    expect(await statusOf(booking.BookingId)).toBe('expired')
  })
})
