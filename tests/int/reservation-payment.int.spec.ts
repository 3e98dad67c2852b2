import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as pay } from '@/app/api/payments/route'
import { POST as challengePost } from '@/app/api/payments/gateway/challenge/[id]/route'
import { PUT as putPayment } from '@/app/v1/reservations/[number]/payment/route'
import { env } from '@/env'

import { flushUsage } from '@/server/partners/usage'

import { bootPayload } from './payload'
import { card, savedBooking, TEST_CARDS } from './payments-fixture'
import { partnerKey, partnerRequest } from './partner-fixture'
import { jsonRequest, seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture
let payments: { key: string }

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 10, suv: 1, van: 1 })
  payments = await partnerKey(payload, { scopes: ['payments'] })
})

// Counts still in memory are written before the file's database goes.
afterAll(() => flushUsage())

type Answer = { success: boolean; data: Record<string, unknown>; error?: { code: string; message: string } }

async function answerOf(response: Response) {
  return { status: response.status, json: (await response.json()) as Answer }
}

/** A pay-now booking whose card payment stopped at 3-D Secure, approved there; the browser never came back. */
async function approvedButUntold() {
  const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
  const request = partnerRequest({
    path: '/api/payments',
    key: payments.key,
    body: { BookingId: booking.BookingId, VoucherNumber: booking.VoucherNumber, card: card(TEST_CARDS.challenge) },
  })
  request.headers.set('idempotency-key', `partner-${randomUUID()}`)
  const paid = await answerOf(await pay(request))
  expect(paid.json.data).toMatchObject({ status: 'challenge', outcome: 'pending' })
  const challengeUrl = new URL(String(paid.json.data.redirectUrl))
  const id = challengeUrl.pathname.split('/').at(-1) ?? ''
  const approved = await challengePost(
    new Request(challengeUrl, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }) }),
    { params: Promise.resolve({ id }) },
  )
  expect(approved.status).toBe(303)
  return { booking, reference: String(paid.json.data.reference) }
}

function put(path: string, body: unknown, headers: Record<string, string>) {
  return putPayment(
    new Request(`http://localhost${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  )
}

describe('PUT /v1/reservations/{number}/payment (SPEC §7)', () => {
  it('records a payment the provider confirms, for a partner key with the payments scope', async () => {
    const { booking, reference } = await approvedButUntold()
    const before = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(before.totals?.totalPaid ?? 0).toBe(0)
    const attempt = (
      await payload.find({ collection: 'payment-attempts', where: { reference: { equals: reference } } })
    ).docs[0]
    const transactionId = attempt?.transactionId ?? ''
    expect(transactionId).not.toBe('')

    const told = await answerOf(
      await put(
        `/v1/reservations/${booking.Number}/payment`,
        { transactionId, transactionStatus: 'A', pan: '400000******3220', provider: 'gateway' },
        { 'x-api-key': payments.key },
      ),
    )
    expect(told.status).toBe(200)
    expect(told.json.data).toMatchObject({
      reference,
      status: 'COLLECTED',
      outcome: 'success',
      transactionId,
      provider: 'gateway',
      maskedPan: '400000******3220',
      booking: { balance: 0 },
    })
    const after = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(after.totals?.totalPaid).toBe(after.totals?.total)
    expect(after.payments?.map((entry) => entry.status)).toEqual(['COLLECTED'])

    // Told again (or by voucher number, with our reference): the same answer, nothing recorded twice.
    const again = await answerOf(
      await put(
        `/v1/reservations/${booking.VoucherNumber}/payment`,
        { transactionId: reference },
        {
          'x-api-key': payments.key,
        },
      ),
    )
    expect(again.status).toBe(200)
    expect(again.json.data).toMatchObject({ status: 'COLLECTED' })
    const twice = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(twice.payments).toHaveLength(1)
  })

  it('takes desk staff by their session, and nobody else', async () => {
    const { booking, reference } = await approvedButUntold()
    const credentials = { email: `agent-${randomUUID()}@vegur.is`, password: 'agent-password-2026' }
    await payload.create({ collection: 'users', data: { ...credentials, name: 'Agent', roles: ['agent'] } })
    const { token } = await payload.login({ collection: 'users', data: credentials })
    const origin = new URL(env.SITE_URL).origin
    const path = `/v1/reservations/${booking.Number}/payment`
    const staff = await answerOf(
      await put(
        path,
        { transactionId: reference },
        { cookie: `${payload.config.cookiePrefix}-token=${token}`, origin },
      ),
    )
    expect(staff.status).toBe(200)
    expect(staff.json.data).toMatchObject({ status: 'COLLECTED' })

    const visitor = await answerOf(
      await put(
        path,
        { transactionId: reference },
        {
          authorization: jsonRequest({ path }).headers.get('authorization') ?? '',
        },
      ),
    )
    expect(visitor.status).toBe(401)
    expect(visitor.json.error?.code).toBe('STAFF_OR_PARTNER_ONLY')
    const booker = await partnerKey(payload, { scopes: ['content', 'availability', 'book', 'manage'] })
    const unscoped = await answerOf(await put(path, { transactionId: reference }, { 'x-api-key': booker.key }))
    expect(unscoped.status).toBe(403)
    expect(unscoped.json.error?.code).toBe('API_KEY_SCOPE_MISSING')
  })

  it('answers 404 for a payment the booking does not have and 400 for a body without a transaction', async () => {
    const { booking, reference } = await approvedButUntold()
    const other = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const headers = { 'x-api-key': payments.key }
    const unknown = await answerOf(
      await put(`/v1/reservations/${booking.Number}/payment`, { transactionId: 'nope' }, headers),
    )
    expect(unknown.status).toBe(404)
    expect(unknown.json.error?.code).toBe('PAYMENT_NOT_FOUND')
    const elsewhere = await answerOf(
      await put(`/v1/reservations/${other.Number}/payment`, { transactionId: reference }, headers),
    )
    expect(elsewhere.status).toBe(404)
    const wrongProvider = await answerOf(
      await put(`/v1/reservations/${booking.Number}/payment`, { transactionId: reference, provider: 'adyen' }, headers),
    )
    expect(wrongProvider.status).toBe(404)
    const noBooking = await answerOf(
      await put('/v1/reservations/VG-999999/payment', { transactionId: reference }, headers),
    )
    expect(noBooking.json.error?.code).toBe('BOOKING_NOT_FOUND')
    const invalid = await answerOf(await put(`/v1/reservations/${booking.Number}/payment`, {}, headers))
    expect(invalid.status).toBe(400)
  })
})
