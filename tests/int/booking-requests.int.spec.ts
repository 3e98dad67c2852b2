import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as availability } from '@/app/api/renteon-availability/route'
import { POST as create } from '@/app/api/renteon-booking-create/route'
import { POST as save } from '@/app/api/renteon-booking-save/route'
import { POST as decide } from '@/app/api/booking-requests/[id]/decision/route'
import { POST as pay } from '@/app/api/payments/route'
import { env } from '@/env'
import type { OutgoingMail } from '@/server/mail/mail-types'
import { sendBookingMail } from '@/server/mail/send-booking-mail'
import { lookUpBooking } from '@/server/manage/look-up'
import { lapseUnansweredRequests } from '@/server/bookings/commands/lapse'
import { decideRequest } from '@/server/bookings/commands/decide-request'
import { performEffects } from '@/server/bookings/effects/perform-effects'

import { bootPayload } from './payload'
import { callJson, card, TEST_CARDS } from './payments-fixture'
import { randomClientIp, seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

// The economy category (Kia Picanto) is offered on request when sold out; it has one unit here.
beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 1, suv: 1, van: 1 })
})

const client = {
  firstName: 'Jon',
  lastName: 'Gudmundsdottir',
  email: 'jon@example.com',
  phone: '+354 555 1234',
  country: 'is',
}

let week = 0

/** Dates of their own for each test: a two-day rental in a week nobody else books. */
function nextDates() {
  week += 1
  const out = new Date(Date.UTC(2027, 1, 1 + week * 7, 12))
  const back = new Date(out.getTime() + 2 * 86_400_000)
  return { DateOut: out.toISOString().slice(0, 16), DateIn: back.toISOString().slice(0, 16) }
}

async function economyStatus(dates: { DateOut: string; DateIn: string }) {
  const found = await callJson(availability, '/api/renteon-availability', {
    OfficeOutId: 'brimb1',
    DateTimeOut: dates.DateOut,
    DateTimeIn: dates.DateIn,
    driverAge: 30,
    currency: 'eur',
  })
  const cars = found.json.data.carCategories as { id: number; rateStatus: string; onRequest: boolean }[]
  return cars.find((car) => car.id === fleet.categoryIds.economy)?.rateStatus
}

/** Chooses the economy car for the dates and saves it: a booking, or a request when none is free. */
async function book(dates: { DateOut: string; DateIn: string }, params: { locale?: string; lastName?: string } = {}) {
  const held = await callJson(create, '/api/renteon-booking-create', {
    OfficeOutId: 'brimb1',
    OfficeInId: 'brimb1',
    ...dates,
    CarCategoryId: fleet.categoryIds.economy,
  })
  expect(held.status).toBe(200)
  const booking = held.json.data as { BookingId: number; VoucherNumber: string; Number: string }
  const lastName = params.lastName ?? client.lastName
  const saved = await callJson(save, '/api/renteon-booking-save', {
    BookingId: booking.BookingId,
    voucher: booking.VoucherNumber,
    client: { ...client, lastName },
    drivers: [{ firstName: 'Jon', lastName, licenseNumber: 'IS-1', expiry: null }],
    paymentType: 'payNow',
    locale: params.locale ?? 'en',
  })
  expect(saved.status).toBe(200)
  const answer = saved.json.data as { Status: string; Total: number }
  // A request is priced to pay at pickup from the moment it is chosen: the price it was shown is the one saved.
  if (answer.Status === 'requested') expect(answer.Total).toBe((held.json.data as { Total: number }).Total)
  return { ...booking, status: answer.Status, lastName }
}

type Booked = Awaited<ReturnType<typeof book>>

/** Books the economy car for the dates until every car is taken: the first request, and the bookings before it. */
async function firstRequest(
  dates: { DateOut: string; DateIn: string },
  params: { locale?: string; lastName?: string } = {},
): Promise<Booked & { taken: Booked[] }> {
  const taken: Booked[] = []
  for (;;) {
    const booking = await book(dates, params)
    if (booking.status === 'requested') return { ...booking, taken }
    taken.push(booking)
  }
}

async function mails(bookingId: number, kind: string) {
  const { totalDocs } = await payload.count({
    collection: 'outbox-messages',
    where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: kind } }] },
  })
  return totalDocs
}

async function addEconomyCar() {
  await payload.create({
    collection: 'vehicles',
    data: {
      registration: `EX${randomUUID().slice(0, 5)}`,
      carCategory: fleet.categoryIds.economy,
      office: fleet.officeIds.airport,
      status: 'inService',
    },
  })
}

const lookUp = (voucherNumber: string, lastName: string) =>
  lookUpBooking({ payload, ip: randomClientIp(), input: { voucherNumber, lastName } })

describe('booking requests (a car offered on request)', () => {
  it('takes a request without payment, confirms it once a car is free, and lets the visitor pay from manage', async () => {
    const dates = nextDates()
    const first = await book(dates)
    expect(first.status).toBe('confirmed')
    expect(await economyStatus(dates)).toBe('ON_REQUEST')

    const request = await book(dates, { locale: 'de' })
    expect(request.status).toBe('requested')
    const stored = await payload.findByID({ collection: 'bookings', id: request.BookingId, depth: 0 })
    // No card and no time to pay: a request is paid at pickup or from manage once confirmed.
    expect(stored).toMatchObject({ status: 'requested', onRequest: true, bookingType: '2', heldUntil: null })
    expect(stored.totals?.totalPaid ?? 0).toBe(0)
    await expect.poll(() => mails(request.BookingId, 'booking-request'), { timeout: 15_000 }).toBe(1)
    expect(await mails(request.BookingId, 'booking-confirmation')).toBe(0)
    expect(await lookUp(request.VoucherNumber, request.lastName)).toBe('REQUESTED')

    // The only car is taken: confirming would overbook.
    expect(
      await decideRequest({ payload, bookingId: request.BookingId, decision: 'confirm', now: new Date() }),
    ).toEqual({ isOk: false, refusal: 'NO_CAR_FREE' })
    // Staff add a car. The request occupies it: the category stays on request for everyone else.
    await addEconomyCar()
    expect(await economyStatus(dates)).toBe('ON_REQUEST')

    const confirmed = await decideRequest({
      payload,
      bookingId: request.BookingId,
      decision: 'confirm',
      now: new Date(),
    })
    expect(confirmed).toMatchObject({ isOk: true, status: 'confirmed' })
    await performEffects({ payload })
    await expect.poll(() => mails(request.BookingId, 'request-confirmed'), { timeout: 15_000 }).toBe(1)
    expect(
      await decideRequest({ payload, bookingId: request.BookingId, decision: 'decline', now: new Date() }),
    ).toEqual({ isOk: false, refusal: 'NOT_A_REQUEST' })
    expect(await economyStatus(dates)).toBe('ON_REQUEST')
    expect(await lookUp(request.VoucherNumber, request.lastName)).toBe('FOUND')

    // Manage pays the balance with a card.
    const paid = await callJson(
      pay,
      '/api/payments',
      { VoucherNumber: request.VoucherNumber, lastName: request.lastName, card: card(TEST_CARDS.success) },
      { 'idempotency-key': `request-${randomUUID()}` },
    )
    expect(paid.status).toBe(200)
    expect(paid.json.data).toMatchObject({ status: 'COLLECTED' })
    const after = await payload.findByID({ collection: 'bookings', id: request.BookingId, depth: 0 })
    expect(after.status).toBe('confirmed')
    expect(after.totals?.totalPaid).toBe(after.totals?.total)
  })

  it('declines a request: final, nothing to pay, the visitor told', async () => {
    const dates = nextDates()
    const request = await firstRequest(dates, { lastName: 'Jónsdóttir' })

    // A request cannot be paid before staff confirm it.
    const early = await callJson(
      pay,
      '/api/payments',
      { VoucherNumber: request.VoucherNumber, lastName: request.lastName, card: card(TEST_CARDS.success) },
      { 'idempotency-key': `early-${randomUUID()}` },
    )
    expect(early.status).toBeGreaterThanOrEqual(400)
    expect(early.status).toBeLessThan(500)

    // Staff answer with the controls, never by editing the status.
    await expect(
      payload.update({ collection: 'bookings', id: request.BookingId, data: { status: 'confirmed' } }),
    ).rejects.toThrow(/Confirm request or Decline request/)

    expect(
      await decideRequest({ payload, bookingId: request.BookingId, decision: 'decline', now: new Date() }),
    ).toMatchObject({ isOk: true, status: 'declined' })
    await performEffects({ payload })
    await expect.poll(() => mails(request.BookingId, 'request-declined'), { timeout: 15_000 }).toBe(1)
    expect(await lookUp(request.VoucherNumber, 'jonsdottir')).toBe('DECLINED')
    await expect(
      payload.update({ collection: 'bookings', id: request.BookingId, data: { status: 'confirmed' } }),
    ).rejects.toThrow(/stays declined/)
    const declined = await payload.findByID({ collection: 'bookings', id: request.BookingId, depth: 0 })
    expect(declined.totals?.totalPaid ?? 0).toBe(0)
    expect(declined.payments ?? []).toEqual([])

    // A declined request occupies nothing: once a booking is cancelled a car is free again.
    const [first] = request.taken
    if (!first) throw new Error('no booking took the car')
    await payload.update({ collection: 'bookings', id: first.BookingId, data: { status: 'cancelled' } })
    expect(await economyStatus(dates)).toBe('AVAILABLE')
  })

  it('confirms only as many requests as there are cars', async () => {
    const dates = nextDates()
    const one = await firstRequest(dates)
    const two = await book(dates)
    expect([one.status, two.status]).toEqual(['requested', 'requested'])
    await addEconomyCar()
    const now = new Date()
    expect(await decideRequest({ payload, bookingId: two.BookingId, decision: 'confirm', now })).toMatchObject({
      isOk: true,
    })
    expect(await decideRequest({ payload, bookingId: one.BookingId, decision: 'confirm', now })).toEqual({
      isOk: false,
      refusal: 'NO_CAR_FREE',
    })
    expect(await decideRequest({ payload, bookingId: one.BookingId, decision: 'decline', now })).toMatchObject({
      isOk: true,
    })
  })

  it('is answered through its route by agents and admins only, from the site’s own origin', async () => {
    const request = await firstRequest(nextDates())
    const credentials = { email: `agent-${randomUUID()}@vegur.is`, password: 'agent-password-2026' }
    await payload.create({ collection: 'users', data: { ...credentials, name: 'Agent', roles: ['agent'] } })
    const { token } = await payload.login({ collection: 'users', data: credentials })
    const cookie = `${payload.config.cookiePrefix}-token=${token}`
    const origin = new URL(env.SITE_URL).origin
    const post = (headers: Record<string, string>, body: unknown) =>
      decide(
        new Request(`${origin}/api/booking-requests/${request.BookingId}/decision`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ id: String(request.BookingId) }) },
      )
    expect((await post({}, { decision: 'decline' })).status).toBe(403)
    expect((await post({ cookie, origin: 'https://elsewhere.example' }, { decision: 'decline' })).status).toBe(403)
    expect((await post({ cookie, origin }, { decision: 'maybe' })).status).toBe(400)
    const declined = await post({ cookie, origin }, { decision: 'decline' })
    expect(declined.status).toBe(200)
    expect(await declined.json()).toEqual({ status: 'declined' })
    expect((await post({ cookie, origin }, { decision: 'confirm' })).status).toBe(409)
  })

  it('writes each request e-mail in the booking’s language, the voucher only with the confirmation', async () => {
    const request = await firstRequest(nextDates(), { locale: 'fr' })
    const sent: OutgoingMail[] = []
    const transport = { send: async (mail: OutgoingMail) => void sent.push(mail) }
    const now = new Date()
    for (const kind of ['booking-request', 'request-confirmed', 'request-declined'] as const) {
      await sendBookingMail({ payload, kind, bookingId: request.BookingId, transport, now })
    }
    const [received, confirmed, declined] = sent
    expect(received?.subject).toBe(`Demande de réservation ${request.Number} reçue – pas encore confirmée`)
    expect(received?.text).toContain('pas encore une réservation confirmée')
    expect(received?.html).toContain('https://schema.org/ReservationPending')
    expect(received?.attachments).toEqual([])
    expect(confirmed?.subject).toBe(`Demande de réservation ${request.Number} confirmée – bon ${request.VoucherNumber}`)
    expect(confirmed?.text).toContain('Gérer ma réservation')
    expect(confirmed?.attachments.map((file) => file.contentType)).toEqual([
      'application/pdf',
      'text/calendar; charset=utf-8; method=PUBLISH',
    ])
    expect(declined?.subject).toBe(`Demande de réservation ${request.Number} refusée`)
    expect(declined?.text).toContain("Rien n'a été débité")
    expect(declined?.html).toContain('https://schema.org/ReservationCancelled')
    expect(declined?.attachments).toEqual([])
  })

  it('declines a request staff never answered once its pickup has passed, freeing its car and telling the visitor', async () => {
    const dates = nextDates()
    const request = await firstRequest(dates, { locale: 'de' })
    const later = await firstRequest(nextDates())
    const pickupAt = new Date(`${dates.DateOut}Z`).getTime()
    const status = async (id: number) => (await payload.findByID({ collection: 'bookings', id, depth: 0 })).status

    // Before its pickup time a request waits for staff.
    await lapseUnansweredRequests({ payload, now: new Date(pickupAt - 60_000) })
    expect(await status(request.BookingId)).toBe('requested')

    expect(await lapseUnansweredRequests({ payload, now: new Date(pickupAt + 60_000) })).toBeGreaterThanOrEqual(1)
    await performEffects({ payload })
    expect(await status(request.BookingId)).toBe('declined')
    expect(await status(later.BookingId)).toBe('requested')
    await expect.poll(() => mails(request.BookingId, 'request-declined'), { timeout: 15_000 }).toBe(1)
    expect(await lookUp(request.VoucherNumber, request.lastName)).toBe('DECLINED')

    // Run again, nothing more happens: the visitor is told once.
    await lapseUnansweredRequests({ payload, now: new Date(pickupAt + 120_000) })
    await performEffects({ payload })
    await expect.poll(() => mails(request.BookingId, 'request-declined'), { timeout: 15_000 }).toBe(1)

    // The lapsed request occupies no car: once the booking that took the car is cancelled, it is free.
    const [first] = request.taken
    if (!first) throw new Error('no booking took the car')
    await payload.update({ collection: 'bookings', id: first.BookingId, data: { status: 'cancelled' } })
    expect(await economyStatus(dates)).toBe('AVAILABLE')
  })
})
