import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as cancel } from '@/app/api/booking-cancellations/[id]/route'
import { loadBookingPage } from '@/cms/admin/BookingsConsole/booking-page-data'
import { env } from '@/env'
import type { User } from '@/payload-types'

import { bootPayload } from './payload'
import { payNow, savedBooking, TEST_CARDS } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture
const staff: Record<'admin' | 'agent' | 'editor', { user: User; cookie: string }> = {} as never

async function staffMember(role: 'admin' | 'agent' | 'editor') {
  const credentials = { email: `${role}-${randomUUID()}@vegur.is`, password: `${role}-password-2026` }
  const user = await payload.create({ collection: 'users', data: { ...credentials, name: role, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: credentials })
  return { user, cookie: `${payload.config.cookiePrefix}-token=${token}` }
}

function cancelAs(cookie: string, bookingId: number, body: unknown) {
  const origin = new URL(env.SITE_URL).origin
  return cancel(
    new Request(`${origin}/api/booking-cancellations/${bookingId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: String(bookingId) }) },
  )
}

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
  staff.admin = await staffMember('admin')
  staff.agent = await staffMember('agent')
  staff.editor = await staffMember('editor')
})

describe('the audit trail', () => {
  it("records a staff cancellation: who, when, why and what changed, shown on the booking's page", async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    expect((await payNow({ booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
    expect((await cancelAs(staff.editor.cookie, booking.BookingId, { reason: 'x' })).status).toBe(403)
    const answer = await cancelAs(staff.agent.cookie, booking.BookingId, { reason: 'Flight cancelled by the airline' })
    expect(answer.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'audit-entries',
      where: { booking: { equals: booking.BookingId } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    const [entry] = docs
    expect(entry).toMatchObject({
      action: 'cancel-booking',
      actor: staff.agent.user.id,
      actorEmail: staff.agent.user.email,
      bookingNumber: booking.Number,
      reason: 'Flight cancelled by the airline',
    })
    expect(entry?.changes).toMatchObject({
      status: { before: 'confirmed', after: 'cancelled' },
      givenBack: { before: [], after: [{ kind: 'refund', currency: 'ISK' }] },
    })
    const page = await loadBookingPage(payload, booking.BookingId)
    expect(page?.audit).toEqual([expect.objectContaining({ actor: staff.agent.user.email, reason: entry?.reason })])
    expect(page?.timeline.map((event) => event.title)).toContain(`Cancelled the booking — ${staff.agent.user.email}`)
    expect(page?.ledger.lines.map((line) => line.what)).toEqual(['Card charged', 'Refund (cancellation)'])
    expect(page?.ledger.summary.paidIsk).toBe('0 kr.')
  })

  it('is read by every staff role and written, changed or deleted by none of them', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.suv })
    expect((await cancelAs(staff.admin.cookie, booking.BookingId, {})).status).toBe(200)
    const { docs } = await payload.find({
      collection: 'audit-entries',
      where: { booking: { equals: booking.BookingId } },
    })
    const entry = docs[0]!
    expect(entry.reason).toBeNull()
    for (const { user } of Object.values(staff)) {
      const asUser = { user, overrideAccess: false } as const
      const read = await payload.find({ collection: 'audit-entries', ...asUser })
      expect(read.totalDocs).toBeGreaterThan(0)
      await expect(
        payload.create({
          collection: 'audit-entries',
          ...asUser,
          data: { action: 'cancel-booking', actorEmail: 'forged@vegur.is', bookingNumber: 'VG-1' },
        }),
      ).rejects.toThrow(/not allowed/i)
      await expect(
        payload.update({ collection: 'audit-entries', id: entry.id, ...asUser, data: { reason: 'rewritten' } }),
      ).rejects.toThrow(/not allowed/i)
      await expect(payload.delete({ collection: 'audit-entries', id: entry.id, ...asUser })).rejects.toThrow(
        /not allowed/i,
      )
    }
    const kept = await payload.findByID({ collection: 'audit-entries', id: entry.id })
    expect(kept.reason).toBeNull()
  })

  it('keeps its entry when the booking is deleted', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.van })
    expect((await cancelAs(staff.agent.cookie, booking.BookingId, { reason: 'Duplicate' })).status).toBe(200)
    // A booking's outbox rows must go first: booking-effects requires its booking (a booking with
    // effects cannot be deleted as things stand); the audit entry needs nothing of the booking.
    await payload.delete({ collection: 'booking-effects', where: { booking: { equals: booking.BookingId } } })
    await payload.delete({ collection: 'bookings', id: booking.BookingId })
    const { docs } = await payload.find({
      collection: 'audit-entries',
      where: { bookingNumber: { equals: booking.Number } },
    })
    expect(docs).toEqual([expect.objectContaining({ reason: 'Duplicate', booking: null })])
  })
})
