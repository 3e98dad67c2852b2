import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as availability } from '@/app/api/renteon-availability/route'
import { POST as calculate } from '@/app/api/renteon-booking-calculate/route'
import { POST as create } from '@/app/api/renteon-booking-create/route'
import { POST as save } from '@/app/api/renteon-booking-save/route'
import { POST as search } from '@/app/api/renteon-booking-search/route'
import { GET as carCategories } from '@/app/api/renteon-car-categories/route'
import { GET as carInfo } from '@/app/api/car-info/route'
import { POST as exbookingOpen } from '@/app/api/renteon-exbooking-open/route'
import { POST as exbookingSave } from '@/app/api/renteon-exbooking-save/route'

import { bootPayload } from './payload'
import { jsonRequest, seedRentalFixture, type RentalFixture } from './rental-fixture'

type Json = Record<string, unknown> & { success: boolean; data: Record<string, unknown> }

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
})

async function call(handler: (request: Request) => Promise<Response>, path: string, body: unknown) {
  const response = await handler(jsonRequest({ path, body }))
  return { status: response.status, json: (await response.json()) as Json }
}

const rental = { OfficeOutId: 'brimb1', OfficeInId: 'brimb1', DateOut: '2027-03-01T12:00', DateIn: '2027-03-05T12:00' }
const client = {
  firstName: 'Jon',
  lastName: 'Gudmundsdottir',
  email: 'jon@example.com',
  phone: '+354 555 1234',
  country: 'is',
}

describe('booking flow through the API', () => {
  async function mailsTo(bookingId: number, kind: 'booking-confirmation' | 'booking-change') {
    const { totalDocs } = await payload.count({
      collection: 'outbox-messages',
      where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: kind } }] },
    })
    return totalDocs
  }

  it('searches, holds, recalculates, saves, finds and reopens a booking', async () => {
    const found = await call(availability, '/api/renteon-availability', {
      OfficeOutId: 'brimb1',
      DateTimeOut: rental.DateOut,
      DateTimeIn: rental.DateIn,
      driverAge: 30,
      currency: 'eur',
    })
    expect(found.status).toBe(200)
    const cars = found.json.data.carCategories as { id: number; totalAmount: number }[]
    const suv = cars.find((car) => car.id === fleet.categoryIds.suv)
    // 4 days at 85.00, less 10% for paying now.
    expect(suv?.totalAmount).toBe(306)

    const held = await call(create, '/api/renteon-booking-create', { ...rental, CarCategoryId: fleet.categoryIds.suv })
    expect(held.status).toBe(200)
    const booking = held.json.data as { BookingId: number; VoucherNumber: string; Number: string; Total: number }
    expect(held.json.bookingId).toBe(booking.BookingId)
    expect(booking.Number).toMatch(/^VG-1\d{5}$/)
    expect(booking.VoucherNumber).toMatch(/^[0-9A-Z]{12}$/)
    expect(booking.Total).toBe(306)
    expect(held.json.data.Status).toBe('held')

    // The only SUV is held now.
    const again = await call(create, '/api/renteon-booking-create', { ...rental, CarCategoryId: fleet.categoryIds.suv })
    expect(again.status).toBe(409)

    const recalculated = await call(calculate, '/api/renteon-booking-calculate', {
      BookingId: booking.BookingId,
      VoucherNumber: booking.VoucherNumber,
      Services: [
        { ServiceId: 9, Quantity: 1, IsSelected: true },
        { ServiceId: 502, Quantity: 5, IsSelected: true },
      ],
    })
    expect(recalculated.status).toBe(200)
    const totals = recalculated.json.data as {
      Total: number
      TotalInsurance: number
      TotalAddition: number
      Services: { ServiceId: number; IsSelected: boolean; Quantity: number; AmountTotal: number }[]
    }
    // Standard protection 15.00 x 4 days; child seats clamped to 2: 2 x 8.00 x 4 days.
    expect(totals.TotalInsurance).toBe(60)
    expect(totals.TotalAddition).toBe(64)
    expect(totals.Total).toBe(306 + 60 + 64)
    expect(totals.Services.find((line) => line.ServiceId === 502)).toMatchObject({
      IsSelected: true,
      Quantity: 2,
      AmountTotal: 64,
    })
    expect(totals.Services.find((line) => line.ServiceId === 12)).toMatchObject({ IsSelected: false, Quantity: 0 })

    const saved = await call(save, '/api/renteon-booking-save', {
      BookingId: booking.BookingId,
      voucher: booking.VoucherNumber,
      client,
      drivers: [{ firstName: 'Jon', lastName: 'Gudmundsdottir', licenseNumber: 'IS-12345', expiry: null }],
      paymentType: 'payLocally',
    })
    expect(saved.json.error).toBeUndefined()
    expect(saved.status).toBe(200)
    expect(saved.json.bookingNumber).toBe(booking.Number)
    expect(saved.json.bookingId).toBe(booking.BookingId)
    // Paying at pickup: no 10% off the rent (340.00).
    expect(saved.json.data).toMatchObject({ Status: 'confirmed', BookingTypeId: 2, Total: 340 + 60 + 64 })
    // Paying at pickup, the confirmation goes out at once (pay-now waits for the payment).
    await expect.poll(() => mailsTo(booking.BookingId, 'booking-confirmation'), { timeout: 15_000 }).toBe(1)

    const byNumber = await call(search, '/api/renteon-booking-search', { BookingNumber: booking.Number.toLowerCase() })
    expect(byNumber.status).toBe(200)
    // By number alone: nothing personal or financial (issue 15, row 7).
    expect(byNumber.json.data).toMatchObject({ Number: booking.Number, Status: 'confirmed' })
    expect(byNumber.json.data).not.toHaveProperty('Client')
    expect(byNumber.json.data).not.toHaveProperty('Total')

    const reopened = await call(exbookingOpen, '/api/renteon-exbooking-open', {
      VoucherNumber: booking.VoucherNumber.toLowerCase(),
      identifier: 'GUÐMUNDSDÓTTIR ',
    })
    expect(reopened.status).toBe(200)
    expect(reopened.json.data).toMatchObject({ Number: booking.Number, VoucherNumber: booking.VoucherNumber })
    expect((reopened.json.data.Client as { lastName: string }).lastName).toBe('Gudmundsdottir')

    const wrongName = await call(exbookingOpen, '/api/renteon-exbooking-open', {
      VoucherNumber: booking.VoucherNumber,
      identifier: 'Jonsson',
    })
    expect(wrongName.status).toBe(404)
  })

  it('keeps what was paid when an existing booking is changed', async () => {
    const held = await call(create, '/api/renteon-booking-create', {
      ...rental,
      DateOut: '2027-04-01T12:00',
      DateIn: '2027-04-03T12:00',
      CarCategoryId: fleet.categoryIds.economy,
    })
    const booking = held.json.data as { BookingId: number; VoucherNumber: string }
    const saved = await call(save, '/api/renteon-booking-save', {
      BookingId: booking.BookingId,
      voucher: booking.VoucherNumber,
      client,
    })
    expect(saved.json.error).toBeUndefined()
    expect(saved.status).toBe(200)
    await payload.update({
      collection: 'bookings',
      id: booking.BookingId,
      data: {
        totals: { totalPaid: 5000 },
        payments: [
          {
            transactionId: 'T-1',
            status: 'COLLECTED',
            amount: 5000,
            currency: 'EUR',
            createdAt: new Date().toISOString(),
          },
        ],
      },
    })
    const changed = await call(exbookingSave, '/api/renteon-exbooking-save', {
      VoucherNumber: booking.VoucherNumber,
      identifier: 'gudmundsdottir',
      SaveModel: {
        Services: [{ ServiceId: 501, Quantity: 1 }],
        Booking_Drivers: [{ firstName: 'Anna', lastName: 'Smith', licenseNumber: 'X1', expiry: '2030-01-01' }],
      },
    })
    expect(changed.status).toBe(200)
    // 2 days at 50.00 less 10%, plus GPS 7.00 x 2 days; 50.00 paid already.
    expect(changed.json.data).toMatchObject({ Total: 104, TotalPaid: 50, MaximumPaymentAmount: 54 })
    expect(changed.json.data.Booking_Drivers).toMatchObject([{ firstName: 'Anna', expiry: '2030-01-01' }])
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(stored.payments).toHaveLength(1)
    expect(stored.totals?.totalPaid).toBe(5000)
    expect(stored.exchangeRate).toBeGreaterThan(100)
    await expect.poll(() => mailsTo(booking.BookingId, 'booking-change'), { timeout: 15_000 }).toBe(1)
  })

  it('prices a booking without storing it, and lists categories and options', async () => {
    const priced = await call(calculate, '/api/renteon-booking-calculate', {
      ...rental,
      CarCategoryId: fleet.categoryIds.van,
      DriverAge: 20,
      Services: [{ ServiceId: 12 }],
    })
    expect(priced.status).toBe(200)
    expect(priced.json.data).toMatchObject({ BookingId: null, Number: null })
    // The van is large: Premium is taken in its Large variant (code 14, 45.00 a day).
    const lines = priced.json.data.Services as { ServiceId: number; IsSelected: boolean }[]
    expect(lines.find((line) => line.ServiceId === 14)?.IsSelected).toBe(true)
    expect(lines.some((line) => line.ServiceId === 12)).toBe(false)
    expect(priced.json.data.TotalInsurance).toBe(180)

    const listed = await carCategories(
      jsonRequest({ path: '/api/renteon-car-categories?CarCategoryName=duster', method: 'GET' }),
    )
    const categories = ((await listed.json()) as Json).data.categories as { model: string }[]
    expect(categories.map((category) => category.model)).toEqual(['Dacia Duster'])

    const info = (await (await carInfo(new Request('http://localhost/api/car-info'))).json()) as Json
    expect(info.data.offices).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'brimb1' })]))
    expect((info.data.timeSlots as string[]).at(-1)).toBe('23:15')
  })
})
