import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as create } from '@/app/api/renteon-booking-create/route'
import { POST as save } from '@/app/api/renteon-booking-save/route'

import { bootPayload } from './payload'
import { callJson } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
})

const client = {
  firstName: 'Jon',
  lastName: 'Jonsson',
  email: 'jon@example.com',
  phone: '+354 555 1234',
  country: 'is',
}

let day = 0

async function heldEconomy() {
  day += 3
  const out = new Date(Date.UTC(2027, 9, day, 12))
  const held = await callJson(create, '/api/renteon-booking-create', {
    OfficeOutId: 'brimb1',
    OfficeInId: 'brimb1',
    DateOut: out.toISOString().slice(0, 16),
    DateIn: new Date(out.getTime() + 2 * 86_400_000).toISOString().slice(0, 16),
    CarCategoryId: fleet.categoryIds.economy,
  })
  expect(held.status).toBe(200)
  return held.json.data as { BookingId: number; VoucherNumber: string }
}

async function confirmationMails(bookingId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'outbox-messages',
    where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: 'booking-confirmation' } }] },
  })
  return totalDocs
}

describe('saving a confirmed booking again (issue 15, row 6)', () => {
  it('answers the same, changes nothing and sends no second e-mail', async () => {
    const booking = await heldEconomy()
    const body = { BookingId: booking.BookingId, voucher: booking.VoucherNumber, client, paymentType: 'payLocally' }
    const first = await callJson(save, '/api/renteon-booking-save', body)
    expect(first.status).toBe(200)
    await expect.poll(() => confirmationMails(booking.BookingId), { timeout: 15_000 }).toBe(1)
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId })

    for (let attempt = 0; attempt < 5; attempt += 1) {
      // Another address, other services, another way to pay: none of it is taken.
      const again = await callJson(save, '/api/renteon-booking-save', {
        ...body,
        client: { ...client, firstName: 'Mallory', email: `victim${attempt}@example.org` },
        services: [{ ServiceId: 501, Quantity: 1, IsSelected: true }],
        paymentType: 'payNow',
      })
      expect(again.status).toBe(200)
      expect(again.json).toEqual(first.json)
    }
    await expect.poll(() => confirmationMails(booking.BookingId), { timeout: 15_000 }).toBe(1)
    const after = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(after.client?.email).toBe('jon@example.com')
    expect(after.updatedAt).toBe(stored.updatedAt)
    expect(after.totals).toEqual(stored.totals)
  })

  it('sends one e-mail when the same booking is saved twice at once', async () => {
    const booking = await heldEconomy()
    const body = { BookingId: booking.BookingId, voucher: booking.VoucherNumber, client, paymentType: 'payLocally' }
    const answers = await Promise.all([1, 2, 3].map(() => callJson(save, '/api/renteon-booking-save', body)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    await expect.poll(() => confirmationMails(booking.BookingId), { timeout: 15_000 }).toBe(1)
  })
})
