import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as checkSession } from '@/app/v1/ecommerce/checkout/check-session/route'
import { POST as submit } from '@/app/v1/ecommerce/checkout/submit/route'

import { bootPayload } from './payload'
import { callJson, savedBooking, TEST_CARDS, TEST_CVC } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 30, suv: 1, van: 1 })
})

/** SPEC §7's card payment for a booking, paying `amount` ISK of it. */
function checkout(params: {
  voucher: string
  lastName?: string
  cardNumber: string
  amount: number
  externalId?: string
}) {
  return {
    payment_method_id: 5,
    email: 'jon@example.com',
    billing_address: { first_name: 'Jon', last_name: params.lastName ?? 'Gudmundsdottir', country: 'IS' },
    shipping_address: { last_name: params.lastName ?? 'Gudmundsdottir' },
    items: [{ title: 'Car rental', sku: params.voucher, price_amount: params.amount, quantity: 1, currency: 'ISK' }],
    redirect_success_url: '/booking/confirmation',
    card_number: params.cardNumber,
    cvc: TEST_CVC,
    expiry_month: 12,
    expiry_year: 2030,
    external_id: params.externalId ?? `ext-${randomUUID()}`,
  }
}

const sessionOf = (id: string) =>
  callJson(checkSession, `/v1/ecommerce/checkout/check-session?id=${encodeURIComponent(id)}`, {})

describe('POST /v1/ecommerce/checkout/submit and check-session (SPEC §7, on the payment port)', () => {
  it('pays part of a booking by card once, however often it is retried, and the session tells the outcome', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const body = checkout({ voucher: booking.VoucherNumber, cardNumber: TEST_CARDS.success, amount: 5000 })
    const paid = await callJson(submit, '/v1/ecommerce/checkout/submit', body)
    expect(paid.status).toBe(200)
    expect(paid.json.data).toMatchObject({
      status: 'COLLECTED',
      outcome: 'success',
      amount: 5000,
      currency: 'ISK',
      bookingNumber: booking.Number,
      maskedPan: '424242******4242',
    })
    const id = paid.json.data.id as string
    expect(id).toBe(paid.json.data.reference)

    const again = await callJson(submit, '/v1/ecommerce/checkout/submit', body)
    expect(again.json.data.reference).toBe(id)
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(stored.totals?.totalPaid).toBeGreaterThan(0)
    expect(stored.payments?.filter((payment) => payment.status === 'COLLECTED')).toHaveLength(1)

    const session = await sessionOf(id)
    expect(session.status).toBe(200)
    expect(session.json.data).toMatchObject({ id, status: 'COLLECTED', outcome: 'success', amount: 5000 })
  })

  it('answers a declined card as a failure that took nothing', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const body = checkout({ voucher: booking.VoucherNumber, cardNumber: TEST_CARDS.declined, amount: 5000 })
    const declined = await callJson(submit, '/v1/ecommerce/checkout/submit', body)
    expect(declined.json.data).toMatchObject({ status: 'DECLINED', outcome: 'failure' })
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(stored.totals?.totalPaid ?? 0).toBe(0)
    expect((await sessionOf(declined.json.data.id as string)).json.data).toMatchObject({ status: 'DECLINED' })
  })

  it('keeps a 3-D Secure session open and pending', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const body = checkout({ voucher: booking.VoucherNumber, cardNumber: TEST_CARDS.challenge, amount: 5000 })
    const started = await callJson(submit, '/v1/ecommerce/checkout/submit', body)
    expect(started.json.data).toMatchObject({ status: 'challenge', outcome: 'pending' })
    const session = await sessionOf(started.json.data.id as string)
    expect(session.json.data).toMatchObject({ status: 'challenge', outcome: 'pending' })
  })

  it('refuses a wrong last name, another payment method, bad card data and unknown sessions', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const wrongName = await callJson(
      submit,
      '/v1/ecommerce/checkout/submit',
      checkout({ voucher: booking.VoucherNumber, lastName: 'Smith', cardNumber: TEST_CARDS.success, amount: 5000 }),
    )
    expect(wrongName.json).toMatchObject({ success: false, error: { code: 'BOOKING_NOT_PAYABLE' } })
    const good = checkout({ voucher: booking.VoucherNumber, cardNumber: TEST_CARDS.success, amount: 5000 })
    const otherMethod = await callJson(submit, '/v1/ecommerce/checkout/submit', { ...good, payment_method_id: 4 })
    expect(otherMethod.status).toBe(400)
    expect(otherMethod.json).toMatchObject({ error: { code: 'VALIDATION_FAILED' } })
    const badCard = await callJson(submit, '/v1/ecommerce/checkout/submit', { ...good, card_number: '1234' })
    expect(badCard.status).toBe(400)
    expect(JSON.stringify(badCard.json)).not.toContain('1234')
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId })
    expect(stored.totals?.totalPaid ?? 0).toBe(0)

    for (const id of ['', 'nope', 'pay_AAAAAAAAAAAAAAAAAAAA']) {
      const unknown = await sessionOf(id)
      expect(unknown.status).toBe(404)
      expect(unknown.json).toMatchObject({ success: false, error: { code: 'PAYMENT_NOT_FOUND' } })
    }
  })
})
