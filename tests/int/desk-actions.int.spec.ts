import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE as restDelete } from '@/app/(payload)/api/[...slug]/route'
import { POST as cancel } from '@/app/api/booking-cancellations/[id]/route'
import { POST as change } from '@/app/api/booking-changes/[id]/route'
import { POST as mailAgain } from '@/app/api/booking-mails/[id]/route'
import { POST as paymentLink } from '@/app/api/booking-payment-links/[id]/route'
import { POST as privacy } from '@/app/api/booking-privacy/[id]/route'
import { POST as refund } from '@/app/api/booking-refunds/[id]/route'
import { deskDriversOf } from '@/cms/admin/BookingsConsole/change-options'
import { findConsoleBookings } from '@/cms/admin/BookingsConsole/console-query'
import { env } from '@/env'
import type { User } from '@/payload-types'
import { backfillSearchText } from '@/server/bookings/commands/backfill-search-text'
import { readPaymentLink } from '@/server/manage/payment-link'
import { sqlRunner, sql } from '@/server/rental/db/sql'

import { bookingOf } from './desk-fixture'
import { bootPayload } from './payload'
import { payNow, savedBooking, TEST_CARDS } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

/**
 * Issue 29's desk actions beyond refunds: each is allowed to agents, managers and admins (the
 * waiver and anonymising to managers and admins only), refused to editors and to nobody signed in,
 * done through the bookings module and recorded in the audit trail.
 */

let payload: Payload
let fleet: RentalFixture
const DESK = ['agent', 'manager', 'admin'] as const
type StaffRole = (typeof DESK)[number] | 'editor'
let staff: Record<StaffRole, { user: User; cookie: string }>

async function staffMember(role: StaffRole) {
  const credentials = { email: `${role}-${randomUUID()}@vegur.is`, password: `${role}-password-2026` }
  const user = await payload.create({ collection: 'users', data: { ...credentials, name: role, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: credentials })
  return { user, cookie: `${payload.config.cookiePrefix}-token=${token}` }
}

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>

/** A desk request as the admin's page sends it: the session cookie (or none), same origin, an Idempotency-Key. */
async function post(params: {
  handler: Handler
  path: string
  cookie: string | null
  bookingId: number
  body?: unknown
}) {
  const origin = new URL(env.SITE_URL).origin
  const response = await params.handler(
    new Request(`${origin}/api/${params.path}/${params.bookingId}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'idempotency-key': randomUUID(),
        ...(params.cookie && { cookie: params.cookie }),
      },
      body: JSON.stringify(params.body ?? {}),
    }),
    { params: Promise.resolve({ id: String(params.bookingId) }) },
  )
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** The booking numbers the console's search finds for `query`. */
async function found(query: string): Promise<string[]> {
  const { rows } = await findConsoleBookings(payload, {
    query,
    filter: undefined,
    officeId: undefined,
    now: new Date(),
  })
  return rows.map((row) => row.number)
}

async function auditOf(bookingId: number) {
  const { docs } = await payload.find({
    collection: 'audit-entries',
    where: { booking: { equals: bookingId } },
    sort: 'createdAt',
    depth: 0,
  })
  return docs
}

async function mailsOf(bookingId: number, kind: string) {
  const { docs } = await payload.find({
    collection: 'outbox-messages',
    where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: kind } }] },
    depth: 0,
  })
  return Promise.all(
    docs.map(async (doc) => ({ ...doc, text: decodeQuotedPrintable(await readFile(doc.filePath, 'utf8')) })),
  )
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** A pay-at-pickup booking: nothing paid, the whole total left to pay. */
function unpaidBooking() {
  return savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
}

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 20, suv: 5, van: 5 })
  staff = {
    admin: await staffMember('admin'),
    agent: await staffMember('agent'),
    editor: await staffMember('editor'),
    manager: await staffMember('manager'),
  }
})

describe('a payment link for the balance', () => {
  it('is e-mailed by every desk role, refused to others, and opens manage at the payment step', async () => {
    const refusedBooking = await unpaidBooking()
    for (const cookie of [staff.editor.cookie, null]) {
      const refused = await post({
        handler: paymentLink,
        path: 'booking-payment-links',
        cookie,
        bookingId: refusedBooking.BookingId,
      })
      expect(refused.status).toBe(403)
    }
    expect(await auditOf(refusedBooking.BookingId)).toEqual([])
    for (const role of DESK) {
      const booking = await unpaidBooking()
      const sent = await post({
        handler: paymentLink,
        path: 'booking-payment-links',
        cookie: staff[role].cookie,
        bookingId: booking.BookingId,
      })
      expect(sent.status, role).toBe(200)
      const [entry] = await auditOf(booking.BookingId)
      expect(entry, role).toMatchObject({ action: 'send-payment-link', actorEmail: staff[role].user.email })
      const [mail] = await mailsOf(booking.BookingId, 'payment-link')
      expect(mail?.to).toBe('jon@example.com')
      expect(mail?.subject).toContain(booking.Number)
      const link = /https?:\/\/\S+\/manage-booking\/pay-link\?t=([A-Za-z0-9_.%-]+)/.exec(mail?.text ?? '')
      expect(link, role).not.toBeNull()
      const claims = readPaymentLink(decodeURIComponent(link?.[1] ?? ''), new Date())
      expect(claims).toMatchObject({ bookingId: booking.BookingId, voucherNumber: booking.VoucherNumber })
      // Changed by a letter, or after its week, the link opens nothing.
      expect(readPaymentLink(`${decodeURIComponent(link?.[1] ?? '')}x`, new Date())).toBeUndefined()
      expect(
        readPaymentLink(decodeURIComponent(link?.[1] ?? ''), new Date(Date.now() + 8 * 86_400_000)),
      ).toBeUndefined()
    }
  })

  it('is refused when nothing is left to pay', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    expect((await payNow({ booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
    const refused = await post({
      handler: paymentLink,
      path: 'booking-payment-links',
      cookie: staff.agent.cookie,
      bookingId: booking.BookingId,
    })
    expect(refused.status).toBe(409)
    expect(await auditOf(booking.BookingId)).toEqual([])
  })
})

describe('the e-mails sent again', () => {
  it('sends the confirmation with its voucher again for every desk role, and for nobody else', async () => {
    const booking = await unpaidBooking()
    expect(
      (
        await post({
          handler: mailAgain,
          path: 'booking-mails',
          cookie: staff.editor.cookie,
          bookingId: booking.BookingId,
        })
      ).status,
    ).toBe(403)
    const before = (await mailsOf(booking.BookingId, 'booking-confirmation')).length
    for (const role of DESK) {
      const sent = await post({
        handler: mailAgain,
        path: 'booking-mails',
        cookie: staff[role].cookie,
        bookingId: booking.BookingId,
      })
      expect(sent.status, role).toBe(200)
    }
    const mails = await mailsOf(booking.BookingId, 'booking-confirmation')
    expect(mails).toHaveLength(before + 3)
    expect(mails.at(-1)?.text).toContain(`voucher-${booking.Number}.pdf`)
    expect((await auditOf(booking.BookingId)).map((entry) => [entry.action, entry.actorEmail])).toEqual(
      DESK.map((role) => ['resend-mail', staff[role].user.email]),
    )
  })
})

describe('a change from the desk', () => {
  it('shows the new price and the difference first, then saves it at that price, for every desk role', async () => {
    for (const role of DESK) {
      const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
      expect((await payNow({ booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
      const body = { carCategoryId: fleet.categoryIds.suv }
      const editor = await post({
        handler: change,
        path: 'booking-changes',
        cookie: staff.editor.cookie,
        bookingId: booking.BookingId,
        body,
      })
      expect(editor.status).toBe(403)
      const priced = await post({
        handler: change,
        path: 'booking-changes',
        cookie: staff[role].cookie,
        bookingId: booking.BookingId,
        body,
      })
      expect(priced.status, role).toBe(200)
      const quote = priced.json.quote as {
        before: { total: { amount: number } }
        after: { total: { amount: number }; carCategoryId: number }
        difference: { amount: number }
        dueIsk: number
      }
      expect(quote.after.carCategoryId).toBe(fleet.categoryIds.suv)
      expect(quote.difference.amount).toBe(quote.after.total.amount - quote.before.total.amount)
      expect(quote.difference.amount).toBeGreaterThan(0)
      expect(quote.dueIsk).toBeGreaterThan(0)
      // Pricing changes nothing.
      const unchanged = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
      expect(unchanged.carCategory).toBe(fleet.categoryIds.economy)
      expect(await auditOf(booking.BookingId)).toEqual([])

      const wrongPrice = await post({
        handler: change,
        path: 'booking-changes',
        cookie: staff[role].cookie,
        bookingId: booking.BookingId,
        body: { ...body, reason: 'Upgrade asked at the desk', acceptedTotal: quote.after.total.amount - 1 },
      })
      expect(wrongPrice.status).toBe(409)
      const saved = await post({
        handler: change,
        path: 'booking-changes',
        cookie: staff[role].cookie,
        bookingId: booking.BookingId,
        body: { ...body, reason: 'Upgrade asked at the desk', acceptedTotal: quote.after.total.amount },
      })
      expect(saved.status, role).toBe(200)
      const changed = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
      expect(changed.carCategory).toBe(fleet.categoryIds.suv)
      expect(changed.totals?.total).toBe(quote.after.total.amount)
      // What was paid stays; the difference is left to pay (a payment link asks for it).
      expect(changed.totals?.totalPaid).toBe(quote.before.total.amount)
      const [entry] = await auditOf(booking.BookingId)
      expect(entry).toMatchObject({
        action: 'change-booking',
        actorEmail: staff[role].user.email,
        reason: 'Upgrade asked at the desk',
      })
      expect(entry?.changes).toMatchObject({
        carCategory: { before: fleet.categoryIds.economy, after: fleet.categoryIds.suv },
        total: { before: { amount: quote.before.total.amount }, after: { amount: quote.after.total.amount } },
      })
      expect(await mailsOf(booking.BookingId, 'booking-change')).toHaveLength(1)
    }
  })

  it('refunds what was paid beyond a lowered price, as manage does', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.suv })
    expect((await payNow({ booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
    const body = { carCategoryId: fleet.categoryIds.economy }
    const priced = await post({
      handler: change,
      path: 'booking-changes',
      cookie: staff.agent.cookie,
      bookingId: booking.BookingId,
      body,
    })
    const quote = priced.json.quote as { after: { total: { amount: number } }; refundIsk: number; dueIsk: number }
    expect(quote.refundIsk).toBeGreaterThan(0)
    expect(quote.dueIsk).toBe(0)
    const saved = await post({
      handler: change,
      path: 'booking-changes',
      cookie: staff.agent.cookie,
      bookingId: booking.BookingId,
      body: { ...body, reason: 'Smaller car is enough', acceptedTotal: quote.after.total.amount },
    })
    expect(saved.status).toBe(200)
    const changed = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    expect(changed.refunds?.map((entry) => [entry.reason, entry.amount])).toEqual([['overpayment', quote.refundIsk]])
  })

  it('adds a driver at the counter, keeping what the form does not show of the others, and names a refused field', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    expect((await payNow({ booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    const [main] = stored.drivers ?? []
    await payload.update({
      collection: 'bookings',
      id: booking.BookingId,
      data: {
        drivers: [
          {
            ...main,
            firstName: main?.firstName ?? 'Jon',
            lastName: main?.lastName ?? 'Gudmundsdottir',
            idNumber: '0101902345',
            gender: 'female',
            licenseExpiry: '2031-05-01T00:00:00.000Z',
          },
        ],
      },
    })
    const before = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    const drivers = [
      ...deskDriversOf(before),
      { firstName: 'Sigrun', lastName: 'Olafsdottir', licenseNumber: 'IS-2', expiry: '2030-01-31', isAdditional: true },
    ]
    const refused = await post({
      handler: change,
      path: 'booking-changes',
      cookie: staff.agent.cookie,
      bookingId: booking.BookingId,
      body: { drivers: [drivers[0], { ...drivers[1], licenseNumber: 'IS/2?' }] },
    })
    expect(refused.status).toBe(400)
    expect((refused.json.errors as { message: string }[])[0]?.message).toContain("Check driver 2's licence number")

    const priced = await post({
      handler: change,
      path: 'booking-changes',
      cookie: staff.agent.cookie,
      bookingId: booking.BookingId,
      body: { drivers },
    })
    expect(priced.status).toBe(200)
    const quote = priced.json.quote as { after: { total: { amount: number } }; difference: { amount: number } }
    expect(quote.difference.amount).toBe(0)
    const saved = await post({
      handler: change,
      path: 'booking-changes',
      cookie: staff.agent.cookie,
      bookingId: booking.BookingId,
      body: { drivers, reason: 'Second driver at pickup', acceptedTotal: quote.after.total.amount },
    })
    expect(saved.status).toBe(200)
    const after = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    expect(after.drivers?.map((driver) => [driver.firstName, driver.isAdditional])).toEqual([
      ['Jon', false],
      ['Sigrun', true],
    ])
    expect(after.drivers?.[0]).toMatchObject({
      idNumber: '0101902345',
      gender: 'female',
      licenseExpiry: '2031-05-01T00:00:00.000Z',
      licenseNumber: 'IS-1',
    })
    expect(after.drivers?.[1]).toMatchObject({ licenseNumber: 'IS-2', licenseExpiry: '2030-01-31T00:00:00.000Z' })
    const [entry] = await auditOf(booking.BookingId)
    expect(entry).toMatchObject({ action: 'change-booking', reason: 'Second driver at pickup' })
    expect(entry?.changes).toMatchObject({ drivers: { before: 1, after: 2 } })
    expect(await mailsOf(booking.BookingId, 'booking-change')).toHaveLength(1)
  })

  it('is refused when the car is not free for the dates', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    // Every van is taken for those dates but this booking's.
    for (let index = 0; index < 5; index += 1) {
      const taken = await bookingOf({
        person: {
          firstName: 'Van',
          lastName: `Taker${'ABCDE'.charAt(index)}`,
          email: `van${index}@example.com`,
          phone: '+354 555 0000',
        },
        out: new Date(Date.UTC(2028, 0, 10, 12)),
        categoryId: fleet.categoryIds.van,
        isPayAtPickup: true,
      })
      expect(taken.BookingId).toBeGreaterThan(0)
    }
    const body = { carCategoryId: fleet.categoryIds.van, pickupAt: '2028-01-10T12:00', returnAt: '2028-01-12T12:00' }
    // Told with the price, before anything is confirmed.
    const priced = await post({
      handler: change,
      path: 'booking-changes',
      cookie: staff.agent.cookie,
      bookingId: booking.BookingId,
      body,
    })
    expect(priced.status).toBe(409)
    expect(priced.json).toEqual({ errors: [{ message: expect.stringContaining('no longer available') }] })
    const refused = await post({
      handler: change,
      path: 'booking-changes',
      cookie: staff.agent.cookie,
      bookingId: booking.BookingId,
      body: { ...body, reason: 'Needs a van', acceptedTotal: 1 },
    })
    expect(refused.status).toBe(409)
    expect((await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })).carCategory).toBe(
      fleet.categoryIds.economy,
    )
    expect(await auditOf(booking.BookingId)).toEqual([])
  })
})

describe('a cancellation from the desk', () => {
  let lateHour = 30
  /** A paid booking picked up in about a day and a half: the free window (48 h) has passed. */
  async function lateBooking() {
    lateHour += 3
    const out = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + lateHour * 3_600_000)
    const booking = await bookingOf({
      person: { firstName: 'Late', lastName: 'Canceller', email: 'late@example.com', phone: '+354 555 9999' },
      out,
      categoryId: fleet.categoryIds.economy,
    })
    expect((await payNow({ booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
    return booking
  }

  it("keeps the policy's fee when an agent cancels late", async () => {
    const booking = await lateBooking()
    const done = await post({
      handler: cancel,
      path: 'booking-cancellations',
      cookie: staff.agent.cookie,
      bookingId: booking.BookingId,
      body: { reason: 'Customer called' },
    })
    expect(done.status).toBe(200)
    const keptIsk = done.json.keptIsk as number
    expect(keptIsk).toBeGreaterThan(0)
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    expect(stored.cancellationFee?.amount).toBe(keptIsk)
    const [entry] = await auditOf(booking.BookingId)
    expect(entry).toMatchObject({ action: 'cancel-booking', actorEmail: staff.agent.user.email })
    expect(entry?.changes).toMatchObject({ cancellationFeeIsk: { after: keptIsk } })
  })

  it('lets a manager or an admin waive the fee with a reason, and refuses the waiver to an agent and an editor', async () => {
    for (const role of ['agent', 'editor'] as const) {
      const booking = await lateBooking()
      const refused = await post({
        handler: cancel,
        path: 'booking-cancellations',
        cookie: staff[role].cookie,
        bookingId: booking.BookingId,
        body: { reason: 'Flight cancelled', waiveFee: true },
      })
      expect(refused.status, role).toBe(403)
      expect((await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })).status).toBe(
        'confirmed',
      )
    }
    for (const role of ['manager', 'admin'] as const) {
      const booking = await lateBooking()
      const noReason = await post({
        handler: cancel,
        path: 'booking-cancellations',
        cookie: staff[role].cookie,
        bookingId: booking.BookingId,
        body: { waiveFee: true },
      })
      expect(noReason.status, role).toBe(400)
      const waived = await post({
        handler: cancel,
        path: 'booking-cancellations',
        cookie: staff[role].cookie,
        bookingId: booking.BookingId,
        body: { reason: 'Flight cancelled by the airline', waiveFee: true },
      })
      expect(waived.status, role).toBe(200)
      expect(waived.json.keptIsk).toBe(0)
      const [entry] = await auditOf(booking.BookingId)
      expect(entry).toMatchObject({ action: 'cancel-waiving-fee', reason: 'Flight cancelled by the airline' })
      expect((entry?.changes as { feeWaivedIsk: { before: number } }).feeWaivedIsk.before).toBeGreaterThan(0)
    }
  })
})

describe('a staff refund', () => {
  it("e-mails the customer what was refunded, in the customer's language", async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, locale: 'de' })
    expect((await payNow({ booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
    const done = await post({
      handler: refund,
      path: 'booking-refunds',
      cookie: staff.agent.cookie,
      bookingId: booking.BookingId,
      body: { amountIsk: 1_500, reason: 'Goodwill' },
    })
    expect(done.status).toBe(200)
    const [mail] = await mailsOf(booking.BookingId, 'staff-refund')
    expect(mail?.subject).toBe(`Erstattung für Buchung ${booking.Number}`)
    expect(mail?.text).toMatch(/1\.500\s*ISK|1\.500\s*kr/)
  })
})

describe("a customer's data", () => {
  async function customerWithTwoBookings() {
    const email = `gudrun-${randomUUID()}@example.com`
    const person = { firstName: 'Guðrún', lastName: 'Jónsdóttir', email, phone: '+354 611 2233' }
    const older = await bookingOf({
      person,
      out: new Date(Date.UTC(2028, 2, 1, 12)),
      categoryId: fleet.categoryIds.economy,
      isPayAtPickup: true,
    })
    const newer = await bookingOf({
      person,
      out: new Date(Date.UTC(2028, 3, 1, 12)),
      categoryId: fleet.categoryIds.economy,
    })
    return { email, older, newer }
  }

  it('is exported by every desk role as one JSON file: contact, bookings, drivers, audit entries', async () => {
    const { email, older, newer } = await customerWithTwoBookings()
    const origin = new URL(env.SITE_URL).origin
    expect(
      (
        await post({
          handler: privacy,
          path: 'booking-privacy',
          cookie: staff.editor.cookie,
          bookingId: older.BookingId,
          body: { action: 'export' },
        })
      ).status,
    ).toBe(403)
    for (const role of DESK) {
      const response = await privacy(
        new Request(`${origin}/api/booking-privacy/${newer.BookingId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, cookie: staff[role].cookie },
          body: JSON.stringify({ action: 'export' }),
        }),
        { params: Promise.resolve({ id: String(newer.BookingId) }) },
      )
      expect(response.status, role).toBe(200)
      expect(response.headers.get('content-disposition')).toContain('attachment')
      const data = (await response.json()) as {
        contact: { email: string }
        bookings: { number: string; drivers: { lastName: string }[] }[]
        auditEntries: { action: string }[]
      }
      expect(data.contact.email).toBe(email)
      expect(data.bookings.map((booking) => booking.number).sort()).toEqual([older.Number, newer.Number].sort())
      expect(data.bookings[0]?.drivers[0]?.lastName).toBe('Jónsdóttir')
      // Each export is itself in the trail, and in the next export.
      expect(data.auditEntries.filter((entry) => entry.action === 'export-data')).toHaveLength(DESK.indexOf(role))
    }
    expect((await auditOf(newer.BookingId)).map((entry) => entry.action)).toEqual([
      'export-data',
      'export-data',
      'export-data',
    ])
  })

  it('is anonymised by a manager or an admin once no booking stands ahead, keeping the ledger and the audit trail', async () => {
    for (const role of ['manager', 'admin'] as const) {
      const { older, newer } = await customerWithTwoBookings()
      const body = { action: 'anonymise', reason: 'Customer asked to be forgotten' }
      for (const refusedRole of ['agent', 'editor'] as const) {
        const refused = await post({
          handler: privacy,
          path: 'booking-privacy',
          cookie: staff[refusedRole].cookie,
          bookingId: older.BookingId,
          body,
        })
        expect(refused.status, refusedRole).toBe(403)
      }
      const active = await post({
        handler: privacy,
        path: 'booking-privacy',
        cookie: staff[role].cookie,
        bookingId: older.BookingId,
        body,
      })
      expect(active.status).toBe(409)
      expect(active.json).toEqual({ errors: [{ message: expect.stringContaining(older.Number) }] })
      for (const booking of [older, newer]) {
        const cancelled = await post({
          handler: cancel,
          path: 'booking-cancellations',
          cookie: staff.agent.cookie,
          bookingId: booking.BookingId,
          body: { reason: 'Trip called off' },
        })
        expect(cancelled.status).toBe(200)
      }
      const before = await payload.findByID({ collection: 'bookings', id: older.BookingId, depth: 0 })
      const done = await post({
        handler: privacy,
        path: 'booking-privacy',
        cookie: staff[role].cookie,
        bookingId: older.BookingId,
        body,
      })
      expect(done.status, role).toBe(200)
      expect((done.json.bookings as string[]).sort()).toEqual([older.Number, newer.Number].sort())
      for (const booking of [older, newer]) {
        const after = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
        expect(after.client).toMatchObject({ firstName: '', lastName: '', email: null, phone: null })
        expect(after.drivers).toEqual([])
        expect(after.searchText ?? '').toBe('')
        expect(after.lastNameNormalized ?? '').toBe('')
        const mails = await payload.find({
          collection: 'outbox-messages',
          where: { booking: { equals: booking.BookingId } },
          depth: 0,
        })
        expect(mails.docs.map((mail) => mail.to)).toEqual(mails.docs.map(() => 'anonymised'))
      }
      const after = await payload.findByID({ collection: 'bookings', id: older.BookingId, depth: 0 })
      expect({ number: after.number, totals: after.totals, payments: after.payments, refunds: after.refunds }).toEqual({
        number: before.number,
        totals: before.totals,
        payments: before.payments,
        refunds: before.refunds,
      })
      expect((await auditOf(older.BookingId)).map((entry) => entry.action)).toEqual(['cancel-booking', 'anonymise'])
      expect(await found('jonsdottir')).not.toContain(older.Number)
    }
  })

  it('a booking with a ledger is not deleted: the admin is told to anonymise instead', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    expect((await payNow({ booking, cardNumber: TEST_CARDS.success })).status).toBe(200)
    const origin = new URL(env.SITE_URL).origin
    const answer = await restDelete(
      new Request(`${origin}/api/bookings/${booking.BookingId}`, {
        method: 'DELETE',
        headers: { cookie: staff.admin.cookie, origin },
      }),
      { params: Promise.resolve({ slug: ['bookings', String(booking.BookingId)] }) },
    )
    expect(answer.status).toBe(409)
    expect(JSON.stringify(await answer.json())).toContain('anonymise')
    expect((await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })).number).toBe(
      booking.Number,
    )
  })
})

describe('the search text of bookings saved before it existed', () => {
  it('is filled once at start-up, so the console finds them', async () => {
    const booking = await bookingOf({
      person: {
        firstName: 'Björk',
        lastName: 'Þórsdóttir',
        email: `bjork-${randomUUID()}@example.com`,
        phone: '+354 699 1122',
      },
      out: new Date(Date.UTC(2028, 5, 1, 12)),
      categoryId: fleet.categoryIds.economy,
      isPayAtPickup: true,
    })
    await sqlRunner(payload).rows(sql`UPDATE bookings SET search_text = NULL WHERE id = ${booking.BookingId}`)
    // Its last name and e-mail were always searchable; its phone and first name are in the search text only.
    expect(await found('+354 699 1122')).not.toContain(booking.Number)
    expect(await backfillSearchText(payload)).toBeGreaterThanOrEqual(1)
    expect(await found('+354 699 1122')).toContain(booking.Number)
    expect(await found('thorsdottir')).toContain(booking.Number)
    expect(await backfillSearchText(payload)).toBe(0)
  })
})
