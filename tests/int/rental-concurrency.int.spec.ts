import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as save } from '@/app/api/renteon-booking-save/route'

import { bootPayload } from './payload'
import { jsonRequest, seedRentalFixture, type RentalFixture } from './rental-fixture'

const RACERS = 100

let payload: Payload
let fleet: RentalFixture
const held: { id: number; voucherNumber: string }[] = []

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 1, suv: 1, van: 1 })
  // 100 visitors whose holds on the one SUV have lapsed all press "Book" at once.
  for (let at = 0; at < RACERS; at += 1) {
    const voucherNumber = `RACE${String(at).padStart(8, '0')}`
    const doc = await payload.create({
      collection: 'bookings',
      data: {
        number: `VG-${200_000 + at}`,
        voucherNumber,
        status: 'held',
        heldUntil: new Date(Date.now() - 60_000).toISOString(),
        bookingType: '3',
        carCategory: fleet.categoryIds.suv,
        officeOut: fleet.officeIds.airport,
        officeIn: fleet.officeIds.airport,
        dateOut: '2027-05-01T12:00:00.000Z',
        dateIn: '2027-05-04T12:00:00.000Z',
        priceListId: 148,
        currency: 'EUR',
        driverAge: 30,
        locale: 'en',
      },
    })
    held.push({ id: doc.id, voucherNumber })
  }
}, 300_000)

describe('the last car', () => {
  it('is sold once when 100 visitors save at the same moment', async () => {
    const responses = await Promise.all(
      held.map(({ id, voucherNumber }, at) =>
        save(
          jsonRequest({
            path: '/api/renteon-booking-save',
            body: {
              BookingId: id,
              voucher: voucherNumber,
              client: {
                firstName: 'Racer',
                lastName: `Number ${String.fromCharCode(65 + (at % 26))}`,
                email: `racer${at}@example.com`,
                phone: '+354 555 0000',
                country: 'IS',
              },
            },
          }),
        ),
      ),
    )
    const statuses = responses.map((response) => response.status)
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as {
      success: boolean
      error?: { code: string; message: string }
    }[]
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1)
    expect(statuses.some((status) => status >= 500)).toBe(false)
    const conflicts = bodies.filter((body) => !body.success)
    expect(new Set(conflicts.map((body) => body.error?.code))).toEqual(new Set(['CAR_NOT_AVAILABLE']))
    expect(conflicts[0]?.error?.message).toBe('The selected car is no longer available for these dates.')

    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { and: [{ carCategory: { equals: fleet.categoryIds.suv } }, { status: { equals: 'confirmed' } }] },
    })
    expect(totalDocs).toBe(1)
  }, 120_000)
})
