import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as pay } from '@/app/api/payments/route'
import { POST as addLine } from '@/app/v1/ecommerce/order/[order]/add-line/route'
import { GET as exists } from '@/app/v1/ecommerce/order/[order]/exists/route'
import { findPaymentOutcome } from '@/server/payments/payment-outcome'

import { bootPayload } from './payload'
import { callJson, card, savedBooking, TEST_CARDS } from './payments-fixture'
import { jsonRequest, seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 5, suv: 1, van: 1 })
})

async function orderExists(number: string) {
  const response = await exists(jsonRequest({ path: `/v1/ecommerce/order/${number}/exists`, method: 'GET' }), {
    params: Promise.resolve({ order: number }),
  })
  return { status: response.status, json: (await response.json()) as { data?: { id: string } } }
}

describe('paying the balance of an existing booking', () => {
  it('makes a new payment when no order exists, then adds a line to the order for the rest', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, locale: 'is', isPayAtPickup: true })
    expect((await orderExists(booking.Number)).status).toBe(404)

    // No order yet: a new payment of part of the balance (10 000 ISK), by voucher and last name.
    const first = await callJson(
      pay,
      '/api/payments',
      {
        VoucherNumber: booking.VoucherNumber,
        lastName: 'gudmundsdóttir',
        amount: 10_000,
        card: card(TEST_CARDS.success),
      },
      { 'idempotency-key': `part-${randomUUID()}` },
    )
    expect(first.status).toBe(200)
    expect(first.json.data).toMatchObject({ status: 'COLLECTED', amount: 10_000, currency: 'ISK' })
    expect(first.json.data.redirectUrl).toMatch(/\/is\/confirmation\/success\?payment=/)
    const afterFirst = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    const rate = afterFirst.exchangeRate ?? 0
    expect(rate).toBeGreaterThan(0)
    // What 10 000 kr. cover of the total (ADR 033): the most EUR cents whose price at the locked
    // rate, in whole krónur rounded down, is at most 10 000 kr.
    expect(afterFirst.totals?.totalPaid).toBe(Math.ceil((10_001 * 100) / rate) - 1)

    const found = await orderExists(booking.Number)
    expect(found.status).toBe(200)
    const orderId = found.json.data?.id ?? ''

    const addPath = (lastName: string) =>
      `/v1/ecommerce/order/${orderId}/add-line?lastName=${encodeURIComponent(lastName)}`
    const extra = {
      card_number: TEST_CARDS.success,
      cvc: '9183',
      expiry_month: 12,
      expiry_year: 2030,
      cardholder_name: 'Jon Gudmundsdottir',
      external_id: `line-${randomUUID()}`,
    }
    const body = {
      pay_immediately: 1,
      redirect_success_url: '/is/manage-booking/confirmation',
      payment_provider_extra: extra,
      lines: [{ title: 'Balance', sku: booking.Number, price_amount: 1, quantity: 1, currency: 'ISK' }],
    }
    const wrongName = await callJson(addLine, addPath('Jonsson'), body)
    expect(wrongName.status).toBe(404)
    const tooMuch = await callJson(addLine, addPath('Gudmundsdottir'), { ...body, amount_to_pay: 10_000_000 })
    expect(tooMuch.status).toBe(400)

    const rest = await callJson(addLine, addPath('Gudmundsdottir'), body)
    expect(rest.status).toBe(200)
    expect(rest.json.data).toMatchObject({ status: 'COLLECTED', outcome: 'success' })
    expect(rest.json.data.redirectUrl).toMatch(/\/is\/manage-booking\/confirmation\?payment=pay_/)
    const again = await callJson(addLine, addPath('Gudmundsdottir'), body)
    expect(again.json.data).toEqual(rest.json.data)

    const paid = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    expect(paid.payments?.map((payment) => payment.status)).toEqual(['COLLECTED', 'COLLECTED'])
    expect(paid.totals?.totalPaid).toBe(paid.totals?.total)
    expect(paid.totals?.maximumPaymentAmount).toBe(0)
    const nothingLeft = await callJson(addLine, addPath('Gudmundsdottir'), {
      ...body,
      payment_provider_extra: { ...extra, external_id: `line-${randomUUID()}` },
    })
    expect(nothingLeft.status).toBe(409)

    // What the confirmation page shows.
    const outcome = await findPaymentOutcome({ payload, reference: String(rest.json.data.reference) })
    expect(outcome).toMatchObject({ bookingNumber: booking.Number, status: 'COLLECTED', kind: 'success' })
    expect(await findPaymentOutcome({ payload, reference: 'pay_doesnotexist000' })).toBeUndefined()

    // The confirmation sent when the pay-at-pickup booking was saved, then two receipts in the outbox
    // (no SMTP_URL in the tests), in Icelandic, with both attachments.
    const outbox = await payload.find({
      collection: 'outbox-messages',
      where: { booking: { equals: booking.BookingId } },
      sort: '-createdAt',
    })
    expect(outbox.docs.map((doc) => doc.kind).sort()).toEqual([
      'booking-confirmation',
      'payment-receipt',
      'payment-receipt',
    ])
    const receipt = outbox.docs.find((doc) => doc.kind === 'payment-receipt')
    const file = receipt?.filePath ?? ''
    expect(existsSync(file)).toBe(true)
    const eml = readFileSync(file, 'utf8')
    expect(eml).toMatch(/^To: jon@example\.com/m)
    expect(receipt?.subject).toBe(`Kvittun fyrir greiðslu á bókun ${booking.Number}`)
    expect(eml).toContain(`filename=voucher-${booking.Number}.pdf`)
    expect(eml).toContain(`filename=booking-${booking.Number}.ics`)
  })

  it('refuses a booking that is not the visitor’s', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const paid = await callJson(
      pay,
      '/api/payments',
      { VoucherNumber: booking.VoucherNumber, lastName: 'Someone', card: card(TEST_CARDS.success) },
      { 'idempotency-key': `nobody-${randomUUID()}` },
    )
    expect(paid.status).toBe(409)
    expect((paid.json.error as { code: string }).code).toBe('BOOKING_NOT_PAYABLE')
  })
})
