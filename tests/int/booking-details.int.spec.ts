import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_TYPE } from '@/domain/booking/booking-type'
import { bookingDetailsSchema } from '@/domain/validation/booking-details'
import { storeBookingDetails } from '@/server/bookings/commands/store-renter'
import { findBookingByVoucher } from '@/server/bookings/booking-load'
import { createTemporaryBooking } from '@/server/bookings/commands/hold'

import { bootPayload } from './payload'
import { seedRentalFixture, testHolder, type RentalFixture } from './rental-fixture'

const NOW = new Date('2026-11-01T10:00:00Z')
const YOUNG_DRIVER_FEE = 13

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
})

async function holdCar() {
  const created = await createTemporaryBooking({
    payload,
    holder: testHolder(),
    now: NOW,
    request: {
      categoryId: fleet.categoryIds.economy,
      officeOut: 'brimb1',
      officeIn: 'brimb1',
      pickupAt: new Date('2026-12-01T12:00:00Z'),
      returnAt: new Date('2026-12-04T12:00:00Z'),
      driverAge: 25,
      services: [],
      bookingType: BOOKING_TYPE.PAY_NOW,
      locale: 'en',
    },
  })
  if (!created.isOk || created.value.BookingId === null || created.value.VoucherNumber === null) {
    throw new Error('no hold')
  }
  return { bookingId: created.value.BookingId, voucherNumber: created.value.VoucherNumber, total: created.value.Total }
}

const details = bookingDetailsSchema(NOW).parse({
  client: {
    firstName: 'Anna',
    lastName: 'Gudmundsdottir',
    email: 'anna@example.com',
    phone: '+354 555 1234',
    country: 'is',
    driverAge: '21',
    flightNumber: 'FI 615',
  },
  isRenterDriver: false,
  mainDriver: {
    firstName: 'Bob',
    lastName: 'Smith',
    licenseNumber: 'B1234567',
    expiry: { date: '2030-01-31', doesNotExpire: false },
  },
  additionalDrivers: [{ firstName: 'Cid', lastName: 'Lee', licenseNumber: 'C7', expiry: { doesNotExpire: true } }],
})

describe('storeBookingDetails', () => {
  it('stores the renter and drivers on the held booking and reprices it for the driver age', async () => {
    const hold = await holdCar()
    const stored = await storeBookingDetails({ payload, ...hold, details, locale: 'en', now: NOW })
    expect(stored.isOk).toBe(true)
    if (!stored.isOk) return
    expect(stored.value.DriverAge).toBe(21)
    expect(stored.value.Total).toBeGreaterThan(hold.total)

    const booking = await findBookingByVoucher({ payload, id: hold.bookingId, voucherNumber: hold.voucherNumber })
    expect(booking?.status).toBe('held')
    expect(booking?.client).toMatchObject({ firstName: 'Anna', lastName: 'Gudmundsdottir', country: 'IS' })
    expect(booking?.client?.flightNumber).toBe('FI 615')
    expect(booking?.lastNameNormalized).toBe('gudmundsdottir')
    expect(booking?.services?.some((line) => line.code === YOUNG_DRIVER_FEE)).toBe(true)
    expect(booking?.drivers?.map((driver) => [driver.firstName, driver.isAdditional, driver.licenseExpiry])).toEqual([
      ['Bob', false, '2030-01-31T00:00:00.000Z'],
      ['Cid', true, null],
    ])
  })

  it('answers NO_BOOKING_TO_RECALCULATE without the right voucher, and stores nothing', async () => {
    const hold = await holdCar()
    const stored = await storeBookingDetails({
      payload,
      bookingId: hold.bookingId,
      voucherNumber: 'WRONG-VOUCHER',
      details,
      locale: 'en',
      now: NOW,
    })
    expect(stored.isOk ? undefined : stored.error.code).toBe('NO_BOOKING_TO_RECALCULATE')
    const booking = await findBookingByVoucher({ payload, id: hold.bookingId, voucherNumber: hold.voucherNumber })
    expect(booking?.client?.firstName ?? null).toBeNull()
  })
})
