import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as availability } from '@/app/api/renteon-availability/route'
import { POST as create } from '@/app/api/renteon-booking-create/route'
import { POST as save } from '@/app/api/renteon-booking-save/route'

import { bootPayload } from './payload'
import { callJson } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  // The only SUV and the only van are at Keflavík airport (brimb1); Reykjavík (rvk1) has none.
  fleet = await seedRentalFixture(payload, { economy: 1, suv: 1, van: 1 })
})

const client = {
  firstName: 'Jon',
  lastName: 'Jonsson',
  email: 'jon@example.com',
  phone: '+354 555 1234',
  country: 'is',
}

type Rental = { OfficeOutId: string; OfficeInId: string; DateOut: string; DateIn: string }

async function book(params: Rental & { categoryId: number }) {
  const { categoryId, ...rental } = params
  const held = await callJson(create, '/api/renteon-booking-create', { ...rental, CarCategoryId: categoryId })
  if (held.status !== 200) return held
  const booking = held.json.data as { BookingId: number; VoucherNumber: string }
  return callJson(save, '/api/renteon-booking-save', {
    BookingId: booking.BookingId,
    voucher: booking.VoucherNumber,
    client,
    paymentType: 'payLocally',
  })
}

async function offered(rental: Rental, categoryId: number): Promise<boolean> {
  const found = await callJson(availability, '/api/renteon-availability', {
    OfficeOutId: rental.OfficeOutId,
    OfficeInId: rental.OfficeInId,
    DateTimeOut: rental.DateOut,
    DateTimeIn: rental.DateIn,
    driverAge: 30,
  })
  expect(found.status).toBe(200)
  return (found.json.data.carCategories as { id: number }[]).some((car) => car.id === categoryId)
}

describe('one-way rentals (issue 15, row 8)', () => {
  // Monday 1 March 2027, Keflavík to Reykjavík, returned Friday 5 March at noon.
  const oneWay = { OfficeOutId: 'brimb1', OfficeInId: 'rvk1', DateOut: '2027-03-01T12:00', DateIn: '2027-03-05T12:00' }

  it('takes the only unit away from Keflavík and brings it to Reykjavík after turnaround', async () => {
    const booked = await book({ ...oneWay, categoryId: fleet.categoryIds.suv })
    expect(booked.status).toBe(200)
    const stored = await payload.findByID({ collection: 'bookings', id: booked.json.bookingId as number })
    expect(stored.isOneWay).toBe(true)

    // Keflavík the next day, and long after: the car is in Reykjavík.
    const nextDay = {
      OfficeOutId: 'brimb1',
      OfficeInId: 'brimb1',
      DateOut: '2027-03-02T12:00',
      DateIn: '2027-03-04T12:00',
    }
    expect(await offered(nextDay, fleet.categoryIds.suv)).toBe(false)
    const refused = await book({ ...nextDay, categoryId: fleet.categoryIds.suv })
    expect(refused.status).toBe(409)
    expect(refused.json.error).toMatchObject({ code: 'CAR_NOT_AVAILABLE' })
    const later = { ...nextDay, DateOut: '2027-04-12T12:00', DateIn: '2027-04-14T12:00' }
    expect((await book({ ...later, categoryId: fleet.categoryIds.suv })).status).toBe(409)

    // Reykjavík before return plus turnaround (60 minutes): not there yet.
    const early = { OfficeOutId: 'rvk1', OfficeInId: 'rvk1', DateOut: '2027-03-05T12:30', DateIn: '2027-03-08T12:00' }
    expect(await offered(early, fleet.categoryIds.suv)).toBe(false)
    expect((await book({ ...early, categoryId: fleet.categoryIds.suv })).status).toBe(409)

    // Reykjavík from return plus turnaround: there it is.
    const afterTurnaround = { ...early, DateOut: '2027-03-05T13:00' }
    expect(await offered(afterTurnaround, fleet.categoryIds.suv)).toBe(true)
    const accepted = await book({ ...afterTurnaround, categoryId: fleet.categoryIds.suv })
    expect(accepted.json.error).toBeUndefined()
    expect(accepted.status).toBe(200)
  })

  it('refuses a one-way rental of a unit Keflavík still needs later', async () => {
    const later = {
      OfficeOutId: 'brimb1',
      OfficeInId: 'brimb1',
      DateOut: '2027-03-20T12:00',
      DateIn: '2027-03-22T12:00',
    }
    expect((await book({ ...later, categoryId: fleet.categoryIds.van })).status).toBe(200)
    // Out and back before the 20th would fit; out for good does not.
    expect(await offered({ ...oneWay, OfficeInId: 'brimb1' }, fleet.categoryIds.van)).toBe(true)
    expect(await offered(oneWay, fleet.categoryIds.van)).toBe(false)
    const refused = await book({ ...oneWay, categoryId: fleet.categoryIds.van })
    expect(refused.status).toBe(409)
  })

  it('brings no unit to Reykjavík while the one-way booking is only held', async () => {
    const held = await callJson(create, '/api/renteon-booking-create', {
      ...oneWay,
      DateOut: '2027-05-03T12:00',
      DateIn: '2027-05-04T12:00',
      CarCategoryId: fleet.categoryIds.van,
    })
    expect(held.status).toBe(200)
    const inReykjavik = {
      OfficeOutId: 'rvk1',
      OfficeInId: 'rvk1',
      DateOut: '2027-05-06T12:00',
      DateIn: '2027-05-07T12:00',
    }
    expect(await offered(inReykjavik, fleet.categoryIds.van)).toBe(false)
    // The hold is still counted where the unit leaves from.
    const atAirport = {
      OfficeOutId: 'brimb1',
      OfficeInId: 'brimb1',
      DateOut: '2027-05-10T12:00',
      DateIn: '2027-05-11T12:00',
    }
    expect(await offered(atAirport, fleet.categoryIds.van)).toBe(false)
  })
})
