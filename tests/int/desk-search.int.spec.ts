import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findConsoleBookings } from '@/cms/admin/BookingsConsole/console-query'
import type { ConsoleFilter } from '@/domain/bookings/console-filters'

import { bookingOf } from './desk-fixture'
import { bootPayload } from './payload'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture
let gudrun: { BookingId: number; VoucherNumber: string; Number: string }
let jurgen: { BookingId: number; VoucherNumber: string; Number: string }
let jon: { BookingId: number; VoucherNumber: string; Number: string }

const DAY = new Date(Date.UTC(2027, 8, 14))
const at = (hours: number, days = 0) => new Date(DAY.getTime() + days * 86_400_000 + hours * 3_600_000)

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 3, suv: 2, van: 1 })
  gudrun = await bookingOf({
    person: { firstName: 'Guðrún', lastName: 'Jónsdóttir', email: 'Gudrun.J@Example.IS', phone: '+354 861 2345' },
    out: at(6),
    categoryId: fleet.categoryIds.economy,
  })
  jurgen = await bookingOf({
    person: { firstName: 'Jürgen', lastName: 'Müller', email: 'jm@example.de', phone: '+49 30 1234 5678' },
    out: at(12),
    categoryId: fleet.categoryIds.economy,
    isPayAtPickup: true,
  })
  jon = await bookingOf({
    person: { firstName: 'Jón', lastName: 'Guðmundsdóttir', email: 'jon@example.com', phone: '555 0000' },
    out: at(10, 3),
    categoryId: fleet.categoryIds.suv,
  })
})

async function numbersFound(query: string, filter?: ConsoleFilter, now = new Date()) {
  const { rows } = await findConsoleBookings(payload, { query, filter, officeId: undefined, now })
  return rows.map((row) => row.number).sort()
}

describe('the bookings console search', () => {
  it('finds a name in any spelling: accents, Icelandic letters, umlauts written out', async () => {
    for (const query of ['jonsdottir', 'Jónsdóttir', 'JONSDOTTIR', 'gudrun jonsdottir', 'Guðrún']) {
      expect(await numbersFound(query), query).toEqual([gudrun.Number])
    }
    for (const query of ['Müller', 'Mueller', 'muller', 'Juergen Mueller', 'jurgen']) {
      expect(await numbersFound(query), query).toEqual([jurgen.Number])
    }
    expect(await numbersFound('dottir')).toEqual([gudrun.Number, jon.Number].sort())
  })

  it('finds by e-mail, in any case, and by phone, however it is written', async () => {
    expect(await numbersFound('gudrun.j@example.is')).toEqual([gudrun.Number])
    expect(await numbersFound('JM@EXAMPLE.DE')).toEqual([jurgen.Number])
    expect(await numbersFound('861 2345')).toEqual([gudrun.Number])
    expect(await numbersFound('+354-861-2345')).toEqual([gudrun.Number])
    expect(await numbersFound('030 1234')).toEqual([])
    expect(await numbersFound('1234 5678')).toEqual([jurgen.Number])
  })

  it('finds by booking number, voucher and plate', async () => {
    expect(await numbersFound(jon.Number.toLowerCase())).toEqual([jon.Number])
    expect(await numbersFound(gudrun.VoucherNumber.toLowerCase())).toEqual([gudrun.Number])
    const { docs } = await payload.find({ collection: 'vehicles', where: { registration: { equals: 'SU100' } } })
    await payload.update({ collection: 'bookings', id: jon.BookingId, data: { vehicle: docs[0]?.id } })
    expect(await numbersFound('su 100')).toEqual([jon.Number])
  })

  it('finds a renter corrected in the admin by the new name', async () => {
    await payload.update({
      collection: 'bookings',
      id: jon.BookingId,
      data: { client: { firstName: 'Jón', lastName: 'Þórsson', email: 'jon@example.com', phone: '555 0000' } },
    })
    expect(await numbersFound('thorsson')).toEqual([jon.Number])
  })

  it("lists today's pickups and returns, and night pickups outside the desk's hours", async () => {
    expect(await numbersFound('', 'pickups-today', at(9))).toEqual([gudrun.Number, jurgen.Number].sort())
    expect(await numbersFound('', 'returns-today', at(9, 2))).toEqual([gudrun.Number, jurgen.Number].sort())
    expect(await numbersFound('', 'pickups-today', at(9, 1))).toEqual([])
    const { docs } = await payload.find({ collection: 'offices', where: { code: { equals: 'brimb1' } } })
    const day = { opensAt: '08:00', closesAt: '18:00' }
    const hours = { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day }
    await payload.update({ collection: 'offices', id: docs[0]!.id, data: { openingTimes: [{ hours }] } })
    expect(await numbersFound('', 'night-pickups', at(0))).toEqual([gudrun.Number])
  })

  it('lists unpaid pay-now bookings, not pay-at-pickup ones', async () => {
    const unpaid = await numbersFound('', 'unpaid-pay-now', at(0))
    expect(unpaid).toContain(gudrun.Number)
    expect(unpaid).not.toContain(jurgen.Number)
  })

  it('combines a search with a filter', async () => {
    expect(await numbersFound('muller', 'pickups-today', at(9))).toEqual([jurgen.Number])
    expect(await numbersFound('muller', 'unpaid-pay-now', at(9))).toEqual([])
  })
})
