import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bootPayload } from './payload'
import { savedBooking } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
})

describe('the admin bookings list', () => {
  it('shows the customer and the total and paid amounts, formatted', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.suv, isPayAtPickup: true })
    const doc = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    expect(doc.customer).toBe('Jon Gudmundsdottir')
    expect(doc.totalAmount).toMatch(/^€\d{1,3}(,\d{3})*\.\d{2}$/)
    expect(doc.totalAmount).toBe(
      `€${((doc.totals?.total ?? 0) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    )
    expect(doc.paidAmount).toBe('€0.00')
  })
})
