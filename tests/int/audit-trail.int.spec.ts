import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { PATCH as restPatch } from '@/app/(payload)/api/[...slug]/route'
import { POST as cancel } from '@/app/api/booking-cancellations/[id]/route'
import { POST as refund } from '@/app/api/booking-refunds/[id]/route'
import { loadBookingPage } from '@/cms/admin/BookingsConsole/booking-page-data'
import { env } from '@/env'
import type { User } from '@/payload-types'

import { bootPayload } from './payload'
import { payNow, savedBooking, TEST_CARDS } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

// Agents refund up to 10,000 kr. on their own here: a test booking costs a few tens of thousands.
vi.hoisted(() => {
  process.env.STAFF_REFUND_LIMIT_ISK = '10000'
})

let payload: Payload
let fleet: RentalFixture
type StaffRole = 'admin' | 'agent' | 'editor' | 'manager'
let staff: Record<StaffRole, { user: User; cookie: string }>

async function staffMember(role: StaffRole) {
  const credentials = { email: `${role}-${randomUUID()}@vegur.is`, password: `${role}-password-2026` }
  const user = await payload.create({ collection: 'users', data: { ...credentials, name: role, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: credentials })
  return { user, cookie: `${payload.config.cookiePrefix}-token=${token}` }
}

function cancelAs(cookie: string, bookingId: number, body: unknown) {
  return postAs({ handler: cancel, path: 'booking-cancellations', cookie, bookingId, body })
}

/** A refund request; each call is a new refund unless `requestKey` repeats an earlier one. */
function refundAs(cookie: string, bookingId: number, body: unknown, requestKey: string | null = randomUUID()) {
  const headers: Record<string, string> = requestKey === null ? {} : { 'idempotency-key': requestKey }
  return postAs({ handler: refund, path: 'booking-refunds', cookie, bookingId, body, headers })
}

function postAs(params: {
  handler: typeof cancel
  path: string
  cookie: string
  bookingId: number
  body: unknown
  headers?: Record<string, string>
}) {
  const { handler, cookie, bookingId, body } = params
  const origin = new URL(env.SITE_URL).origin
  return handler(
    new Request(`${origin}/api/${params.path}/${bookingId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin, ...params.headers },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: String(bookingId) }) },
  )
}

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
  staff = {
    admin: await staffMember('admin'),
    agent: await staffMember('agent'),
    editor: await staffMember('editor'),
    manager: await staffMember('manager'),
  }
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

describe('a staff refund', () => {
  it('gives back part of a payment with a reason: ledger, audit trail and timeline agree', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    expect((await payNow({ booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
    expect(
      (await refundAs(staff.editor.cookie, booking.BookingId, { amountIsk: 1000, reason: 'Goodwill' })).status,
    ).toBe(403)
    expect((await refundAs(staff.agent.cookie, booking.BookingId, { amountIsk: 1000, reason: '' })).status).toBe(400)
    const refunded = await refundAs(staff.agent.cookie, booking.BookingId, { amountIsk: 2_345, reason: 'Late pickup' })
    expect(refunded.status).toBe(200)
    const page = await loadBookingPage(payload, booking.BookingId)
    expect(page?.ledger.lines.map((line) => [line.what, line.amount])).toEqual([
      ['Card charged', expect.stringMatching(/ kr\.$/)],
      ['Refund (staff)', '−2,345 kr.'],
    ])
    expect(page?.audit).toEqual([
      expect.objectContaining({ action: 'refund', actor: staff.agent.user.email, reason: 'Late pickup' }),
    ])
    expect(page?.timeline.map((event) => event.title)).toContain(`Refunded — ${staff.agent.user.email}`)
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    expect(stored.totals?.totalPaid).toBeLessThan(stored.totals?.total ?? 0)
    const { docs } = await payload.find({
      collection: 'audit-entries',
      where: { booking: { equals: booking.BookingId } },
    })
    expect(docs[0]?.changes).toMatchObject({ refunded: { before: 0, after: 234_500 } })
  })

  it('is made once however often its request is sent: retries, a double click, two tabs at once', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    expect((await payNow({ booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
    const body = { amountIsk: 1_500, reason: 'Fuel was full' }
    const noKey = await refundAs(staff.agent.cookie, booking.BookingId, body, null)
    expect(noKey.status).toBe(400)
    expect(await noKey.json()).toEqual({ errors: [{ message: expect.stringContaining('Idempotency-Key') }] })

    const key = randomUUID()
    const answers = await Promise.all([
      refundAs(staff.agent.cookie, booking.BookingId, body, key),
      refundAs(staff.agent.cookie, booking.BookingId, body, key),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect((await refundAs(staff.agent.cookie, booking.BookingId, body, key)).status).toBe(200)
    // The same key for another amount or another booking is a mistake, not a retry.
    const other = await refundAs(staff.agent.cookie, booking.BookingId, { ...body, amountIsk: 1_600 }, key)
    expect(other.status).toBe(409)
    expect(await other.json()).toEqual({ errors: [{ message: expect.stringContaining('another refund') }] })

    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    expect(stored.refunds?.map((entry) => entry.amount)).toEqual([150_000])
    const { totalDocs } = await payload.count({
      collection: 'audit-entries',
      where: { booking: { equals: booking.BookingId } },
    })
    expect(totalDocs).toBe(1)
    // A new key is a new refund.
    expect((await refundAs(staff.agent.cookie, booking.BookingId, body)).status).toBe(200)
    const after = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    expect(after.refunds?.map((entry) => entry.amount)).toEqual([150_000, 150_000])
  })

  it('above the limit is refused to an agent and allowed to a manager; never more than was paid', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.suv })
    expect((await payNow({ booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
    const aboveLimit = { amountIsk: env.STAFF_REFUND_LIMIT_ISK + 1, reason: 'Car broke down on day one' }
    const refused = await refundAs(staff.agent.cookie, booking.BookingId, aboveLimit)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ errors: [{ message: expect.stringContaining('needs a manager') }] })
    expect((await refundAs(staff.manager.cookie, booking.BookingId, aboveLimit)).status).toBe(200)
    const tooMuch = await refundAs(staff.manager.cookie, booking.BookingId, {
      amountIsk: 10_000_000,
      reason: 'All of it',
    })
    expect(tooMuch.status).toBe(409)
    const { docs } = await payload.find({
      collection: 'audit-entries',
      where: { booking: { equals: booking.BookingId } },
    })
    expect(docs.map((entry) => [entry.action, entry.actorEmail])).toEqual([['refund', staff.manager.user.email]])
  })
})

describe("a booking through the admin's REST API", () => {
  it('lets staff correct who rents and drives, and nothing the bookings module owns', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    expect((await payNow({ booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
    const before = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    const origin = new URL(env.SITE_URL).origin
    for (const role of ['agent', 'manager', 'admin'] as const) {
      const url = new URL(`/api/bookings/${booking.BookingId}`, origin)
      const answer = await restPatch(
        new Request(url, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie: staff[role].cookie, origin },
          body: JSON.stringify({
            client: { ...before.client, lastName: `Jónsson-${role}` },
            lastNameNormalized: 'someoneelse',
            voucherNumber: 'FORGED1',
            number: 'VG-1',
            status: 'cancelled',
            totals: { ...before.totals, total: 1, totalPaid: 99_999_999 },
            payments: [
              ...(before.payments ?? []),
              { ...before.payments?.[0], id: undefined, transactionId: 'forged', status: 'COLLECTED' },
            ],
          }),
        }),
        { params: Promise.resolve({ slug: ['bookings', String(booking.BookingId)] }) },
      )
      expect(answer.status, role).toBeLessThan(500)
      const after = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
      expect(after.client?.lastName, role).toBe(`Jónsson-${role}`)
      expect(after.lastNameNormalized, role).toBe(`jonsson${role}`)
      // The look-up key alone cannot be set either: it always follows the name.
      const keyOnly = await restPatch(
        new Request(url, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie: staff[role].cookie, origin },
          body: JSON.stringify({ lastNameNormalized: 'someoneelse' }),
        }),
        { params: Promise.resolve({ slug: ['bookings', String(booking.BookingId)] }) },
      )
      expect(keyOnly.status, role).toBeLessThan(500)
      const keyed = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
      expect(keyed.lastNameNormalized, role).toBe(`jonsson${role}`)
      expect(
        {
          voucher: after.voucherNumber,
          number: after.number,
          status: after.status,
          totals: after.totals,
          payments: after.payments?.map((line) => [line.transactionId, line.status, line.amount]),
        },
        role,
      ).toEqual({
        voucher: before.voucherNumber,
        number: before.number,
        status: before.status,
        totals: before.totals,
        payments: before.payments?.map((line) => [line.transactionId, line.status, line.amount]),
      })
    }
  })
})
