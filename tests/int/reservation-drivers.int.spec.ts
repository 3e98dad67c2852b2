import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PUT as putDrivers } from '@/app/v1/reservations/[number]/drivers/route'

import { bootPayload } from './payload'
import { savedBooking, type Json } from './payments-fixture'
import { jsonRequest, seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 10, suv: 1, van: 1 })
})

async function put(path: string, body: unknown) {
  const request = jsonRequest({ path, body })
  const response = await putDrivers(
    new Request(request.url, { method: 'PUT', headers: request.headers, body: JSON.stringify(body) }),
  )
  return {
    status: response.status,
    json: (await response.json()) as Json & { error?: { code: string; message: string } },
  }
}

const drivers = [
  { firstName: 'Jon', lastName: 'Gudmundsdottir', licenseNumber: 'IS-1', expiry: null },
  { firstName: 'Sigrun', lastName: 'Olafsdottir', licenseNumber: 'IS-2', expiry: '2031-05-01', isAdditional: true },
]

describe('PUT /v1/reservations/{number}/drivers?lastname= (SPEC §7)', () => {
  it('replaces the drivers of a booking named by voucher number or booking number and last name', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const byVoucher = await put(`/v1/reservations/${booking.VoucherNumber}/drivers?lastname=gudmundsdottir`, {
      drivers,
    })
    expect(byVoucher.status).toBe(200)
    expect(byVoucher.json.data.Booking_Drivers).toMatchObject([
      { firstName: 'Jon', lastName: 'Gudmundsdottir', licenseNumber: 'IS-1', isAdditional: false },
      { firstName: 'Sigrun', lastName: 'Olafsdottir', expiry: '2031-05-01', isAdditional: true },
    ])
    const byNumber = await put(`/v1/reservations/${booking.Number}/drivers?lastname=Gudmundsdottir`, {
      drivers: drivers.slice(0, 1),
    })
    expect(byNumber.status).toBe(200)
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(stored.drivers?.map((driver) => driver.firstName)).toEqual(['Jon'])
  })

  it('refuses a wrong last name, a missing one and a driver the spec does not allow', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const wrong = await put(`/v1/reservations/${booking.VoucherNumber}/drivers?lastname=Smith`, { drivers })
    expect(wrong.status).toBe(404)
    expect(wrong.json.error?.code).toBe('BOOKING_NOT_FOUND')
    expect((await put(`/v1/reservations/${booking.Number}/drivers`, { drivers })).status).toBe(404)
    const invalid = await put(`/v1/reservations/${booking.VoucherNumber}/drivers?lastname=Gudmundsdottir`, {
      drivers: [{ ...drivers[0], firstName: 'Þór2' }],
    })
    expect(invalid.status).toBe(400)
    expect(invalid.json.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Only English letters are allowed' })
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(stored.drivers?.map((driver) => driver.firstName)).toEqual(['Jon'])
  })
})
