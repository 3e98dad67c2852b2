import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as calculate } from '@/app/api/renteon-booking-calculate/route'
import { POST as create } from '@/app/api/renteon-booking-create/route'
import { POST as save } from '@/app/api/renteon-booking-save/route'
import { POST as exbookingSave } from '@/app/api/renteon-exbooking-save/route'

import { bootPayload } from './payload'
import { callJson } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

type Line = { ServiceId: number; IsSelected: boolean; Quantity: number; AmountTotal: number }
type Priced = { Services: Line[]; TotalAddition: number; Total: number }

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
})

const rental = { OfficeOutId: 'brimb1', OfficeInId: 'brimb1', DateOut: '2027-03-01T12:00', DateIn: '2027-03-05T12:00' }
const client = {
  firstName: 'Jon',
  lastName: 'Jonsson',
  email: 'jon@example.com',
  phone: '+354 555 1234',
  country: 'is',
}

// Child seat (502): at most 2, 8.00 a day. Sand and Ash (17): max one, 10.00 a day.
const REPEATED = [
  { ServiceId: 502, Quantity: 2, IsSelected: true },
  { ServiceId: 502, Quantity: 2, IsSelected: true },
  { ServiceId: 17, Quantity: 1, IsSelected: true },
  { ServiceId: 502, Quantity: 2, IsSelected: true },
  { ServiceId: 17, Quantity: 1, IsSelected: true },
]

/** Two child seats and one Sand and Ash for 4 days, whatever was repeated. */
function expectCapped(priced: Priced) {
  const lines = priced.Services.filter((line) => line.IsSelected && [502, 17].includes(line.ServiceId))
  expect(lines.map(({ ServiceId, Quantity, AmountTotal }) => ({ ServiceId, Quantity, AmountTotal }))).toEqual(
    expect.arrayContaining([
      { ServiceId: 502, Quantity: 2, AmountTotal: 64 },
      { ServiceId: 17, Quantity: 1, AmountTotal: 40 },
    ]),
  )
  expect(lines).toHaveLength(2)
  expect(priced.TotalAddition).toBe(64)
}

async function storedLines(bookingId: number) {
  const stored = await payload.findByID({ collection: 'bookings', id: bookingId })
  return (stored.services ?? [])
    .filter((line) => [502, 17].includes(line.code))
    .map((line) => [line.code, line.quantity])
    .sort(([a = 0], [b = 0]) => a - b)
}

describe('repeated service lines (issue 15, row 12)', () => {
  it('are merged and capped when a booking is priced without being stored', async () => {
    const priced = await callJson(calculate, '/api/renteon-booking-calculate', {
      ...rental,
      CarCategoryId: fleet.categoryIds.economy,
      Services: REPEATED,
    })
    expect(priced.status).toBe(200)
    expectCapped(priced.json.data as Priced)
  })

  it('are merged and capped when a temporary booking is recalculated and saved', async () => {
    const held = await callJson(create, '/api/renteon-booking-create', {
      ...rental,
      CarCategoryId: fleet.categoryIds.economy,
    })
    const booking = held.json.data as { BookingId: number; VoucherNumber: string }
    const recalculated = await callJson(calculate, '/api/renteon-booking-calculate', {
      BookingId: booking.BookingId,
      VoucherNumber: booking.VoucherNumber,
      Services: REPEATED,
    })
    expect(recalculated.status).toBe(200)
    expectCapped(recalculated.json.data as Priced)
    expect(await storedLines(booking.BookingId)).toEqual([
      [17, 1],
      [502, 2],
    ])

    const saved = await callJson(save, '/api/renteon-booking-save', {
      BookingId: booking.BookingId,
      voucher: booking.VoucherNumber,
      client,
      services: REPEATED,
      paymentType: 'payLocally',
    })
    expect(saved.status).toBe(200)
    expectCapped(saved.json.data as Priced)
    expect(await storedLines(booking.BookingId)).toHaveLength(2)
  })

  it('are merged and capped when an existing booking is changed', async () => {
    const held = await callJson(create, '/api/renteon-booking-create', {
      ...rental,
      CarCategoryId: fleet.categoryIds.suv,
    })
    const booking = held.json.data as { BookingId: number; VoucherNumber: string }
    await callJson(save, '/api/renteon-booking-save', {
      BookingId: booking.BookingId,
      voucher: booking.VoucherNumber,
      client,
      paymentType: 'payLocally',
    })
    const changed = await callJson(exbookingSave, '/api/renteon-exbooking-save', {
      VoucherNumber: booking.VoucherNumber,
      identifier: client.lastName,
      SaveModel: { Services: REPEATED },
    })
    expect(changed.status).toBe(200)
    expectCapped(changed.json.data as Priced)
    expect(await storedLines(booking.BookingId)).toEqual([
      [17, 1],
      [502, 2],
    ])
  })
})
