import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as kioskPost } from '@/app/api/booking-kiosk-payments/[id]/route'
import { env } from '@/env'
import { takeKioskPayment } from '@/server/payments/kiosk-payment'
import type { PaymentProvider } from '@/server/payments/provider'
import { paymentProvider } from '@/server/payments/registry'

import { bootPayload } from './payload'
import { savedBooking, TEST_CARDS, TEST_CVC } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture
let agentCookie: string
let editorCookie: string

async function staffCookie(role: 'agent' | 'editor') {
  const credentials = { email: `${role}-${randomUUID()}@vegur.is`, password: `${role}-password-2026` }
  await payload.create({ collection: 'users', data: { ...credentials, name: role, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: credentials })
  return `${payload.config.cookiePrefix}-token=${token}`
}

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 10, suv: 1, van: 1 })
  agentCookie = await staffCookie('agent')
  editorCookie = await staffCookie('editor')
})

const card = { cardNumber: TEST_CARDS.success, cvc: TEST_CVC, expiry: '12/2030', cardholderName: 'Jon Gudmundsdottir' }

async function kiosk(params: { bookingId: number; cookie: string; body: unknown; key?: string | null }) {
  const origin = new URL(env.SITE_URL).origin
  const response = await kioskPost(
    new Request(`${origin}/api/booking-kiosk-payments/${params.bookingId}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        cookie: params.cookie,
        ...(params.key !== null && { 'idempotency-key': params.key ?? randomUUID() }),
      },
      body: JSON.stringify(params.body),
    }),
    { params: Promise.resolve({ id: String(params.bookingId) }) },
  )
  return {
    status: response.status,
    json: (await response.json()) as { payment: Record<string, unknown> & { reference: string; amount: number } },
  }
}

describe('a payment at the desk (the kiosk, ADR 026)', () => {
  it('charges the balance of a pay-at-pickup booking by default, once per Idempotency-Key', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const key = randomUUID()
    const paid = await kiosk({ bookingId: booking.BookingId, cookie: agentCookie, body: { card }, key })
    expect(paid.status).toBe(200)
    expect(paid.json.payment).toMatchObject({ status: 'COLLECTED', outcome: 'success', currency: 'ISK' })
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(stored.totals?.totalPaid).toBe(stored.totals?.total)
    const again = await kiosk({ bookingId: booking.BookingId, cookie: agentCookie, body: { card }, key })
    expect(again.json.payment.reference).toBe(paid.json.payment.reference)
    const nothing = await kiosk({ bookingId: booking.BookingId, cookie: agentCookie, body: { card } })
    expect(nothing.status).toBe(409)
  })

  it('charges what staff typed rounded down to 2 decimals, then to whole krónur (ADR 033)', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const paid = await kiosk({ bookingId: booking.BookingId, cookie: agentCookie, body: { card, amount: 5000.129 } })
    expect(paid.status).toBe(200)
    // 5000.129 → 5000.12 (SPEC §9) → 5,000 kr.: cards take ISK in whole krónur only.
    expect(paid.json.payment.amount).toBe(5000)
    const attempt = await payload.find({
      collection: 'payment-attempts',
      where: { reference: { equals: paid.json.payment.reference } },
    })
    expect(attempt.docs[0]?.amount).toBe(500000)
  })

  it('sends the provider a billing postal code cut to 7 characters', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const gateway = paymentProvider(payload)
    if (!gateway.isOk) throw new Error('no gateway')
    const sent: (string | undefined)[] = []
    const spy: PaymentProvider = {
      ...gateway.value,
      createPayment: (input) => {
        sent.push(input.order?.billingAddress?.postalCode)
        return gateway.value.createPayment(input)
      },
    }
    const paid = await takeKioskPayment({
      payload,
      provider: spy,
      bookingId: booking.BookingId,
      request: {
        card: { number: card.cardNumber, cvc: card.cvc, expiry: { month: 12, year: 2030 }, holderName: 'Jon G' },
        billingAddress: { street: '1 High Street', postalCode: 'SW1A 1AA', city: 'London', country: 'gb' },
      },
      idempotencyKey: `kiosk:${randomUUID()}`,
      clientIp: '10.1.2.3',
      now: new Date(),
    })
    expect(paid.isOk && paid.value.billingPostalCode).toBe('SW1A 1A')
    expect(sent).toEqual(['SW1A 1A'])
  })

  it('is for desk staff only and needs an Idempotency-Key', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    expect((await kiosk({ bookingId: booking.BookingId, cookie: editorCookie, body: { card } })).status).toBe(403)
    expect((await kiosk({ bookingId: booking.BookingId, cookie: agentCookie, body: { card }, key: null })).status).toBe(
      400,
    )
    const invalid = await kiosk({ bookingId: booking.BookingId, cookie: agentCookie, body: { card, amount: -1 } })
    expect(invalid.status).toBe(400)
  })
})
