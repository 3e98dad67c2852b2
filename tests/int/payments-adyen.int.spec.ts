// Issue 28: the Adyen adapter against a local stand-in of Adyen's Checkout API and hosted page
// (tests/int/adyen-stand-in.ts), with notifications signed by the library's HMAC code.
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as pay } from '@/app/api/payments/route'
import { POST as webhook } from '@/app/api/payments/callback/adyen/route'
import { GET as returnGet } from '@/app/api/payments/return/[provider]/route'
import { withMainProtection } from '@/domain/booking/manage-changes'
import { ledgerOf, paymentRates } from '@/server/bookings/money/booking-money'
import { cancelManagedBooking } from '@/server/manage/cancel-booking'
import { saveManagedChanges } from '@/server/manage/save-changes'
import { storedSelections } from '@/server/rental/booking-store'
import { ADDRESS_CHAIN_HEADER } from '@/server/security/client-ip'

import { startAdyenStandIn, type AdyenStandIn } from './adyen-stand-in'
import { bootPayload } from './payload'
import { callJson, card, savedBooking, TEST_CARDS } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'
import { expectConsoleError } from '../support/console-guard'

const SETTINGS = vi.hoisted(() => {
  const settings = {
    apiKey: 'AQE_test_api_key_for_the_stand_in_0001',
    merchantAccount: 'VegurECOM',
    hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
    username: 'adyen-webhook',
    password: 'webhook-password-1',
  }
  process.env.ADYEN_API_KEY = settings.apiKey
  process.env.ADYEN_MERCHANT_ACCOUNT = settings.merchantAccount
  process.env.ADYEN_HMAC_KEY = settings.hmacKey
  process.env.ADYEN_ENVIRONMENT = 'test'
  process.env.ADYEN_NOTIFICATION_USERNAME = settings.username
  process.env.ADYEN_NOTIFICATION_PASSWORD = settings.password
  return settings
})

let payload: Payload
let fleet: RentalFixture
let adyen: AdyenStandIn
const realFetch = globalThis.fetch

beforeAll(async () => {
  adyen = await startAdyenStandIn(SETTINGS)
  globalThis.fetch = adyen.fetchThrough(realFetch)
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 20, suv: 1, van: 1 })
})

afterAll(async () => {
  globalThis.fetch = realFetch
  await adyen.close()
})

const LAST_NAME = 'Gudmundsdottir'
const AUTH = `Basic ${Buffer.from(`${SETTINGS.username}:${SETTINGS.password}`).toString('base64')}`

type Booking = Awaited<ReturnType<typeof savedBooking>>

/** POST /api/payments at the end of booking, with no card (Adyen's page takes it): Adyen answers with its hosted page. */
async function startPaying(booking: Booking, params: { isCardSentAnyway?: boolean } = {}) {
  const answer = await callJson(
    pay,
    '/api/payments',
    {
      BookingId: booking.BookingId,
      VoucherNumber: booking.VoucherNumber,
      ...(params.isCardSentAnyway && { card: card(TEST_CARDS.success) }),
    },
    { 'idempotency-key': `adyen-${randomUUID()}`, [ADDRESS_CHAIN_HEADER]: '198.51.100.77' },
  )
  expect(answer.status).toBe(200)
  const data = answer.json.data as { reference: string; status: string; redirectUrl: string; amount: number }
  const sessionId = new URL(data.redirectUrl).pathname.split('/').at(-1) ?? ''
  return { ...data, sessionId }
}

/** Adyen's webhook posted to ours. */
async function notify(body: string, headers: Record<string, string> = { authorization: AUTH }) {
  const response = await webhook(
    new Request('http://localhost/api/payments/callback/adyen', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
  )
  return { status: response.status, text: await response.text() }
}

async function attemptOf(reference: string) {
  const { docs } = await payload.find({
    collection: 'payment-attempts',
    where: { reference: { equals: reference } },
    depth: 0,
  })
  const attempt = docs[0]
  if (!attempt) throw new Error(`no attempt ${reference}`)
  return attempt
}

async function bookingOf(id: number) {
  return payload.findByID({ collection: 'bookings', id, depth: 0 })
}

async function eventsOf(transactionId: string) {
  const { docs } = await payload.find({
    collection: 'payment-events',
    where: { transactionId: { equals: transactionId } },
    depth: 0,
  })
  return docs
}

function authorisation(params: { reference: string; psp: string; value: number; success?: boolean }) {
  return {
    eventCode: 'AUTHORISATION',
    success: params.success ?? true,
    pspReference: params.psp,
    merchantReference: params.reference,
    amount: { currency: 'ISK', value: params.value },
  }
}

/** Manage my booking: the booking's services with main protection `code` (9 standard, 12 premium). */
async function protect(booking: Booking, code: number) {
  const services = withMainProtection(storedSelections(await bookingOf(booking.BookingId)), code)
  const saved = await saveManagedChanges({
    payload,
    access: { voucherNumber: booking.VoucherNumber, lastName: LAST_NAME },
    services,
    drivers: [{ firstName: 'Jon', lastName: LAST_NAME, licenseNumber: 'IS-1', isAdditional: false }],
    locale: 'en',
    now: new Date('2026-11-22T12:00:00Z'),
  })
  expect(saved.isOk).toBe(true)
}

/** A booking paid through the hosted page and its AUTHORISATION notification. */
async function paidBooking(params: { protection?: number } = {}) {
  const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
  if (params.protection) await protect(booking, params.protection)
  const started = await startPaying(booking)
  const paid = adyen.pay(started.sessionId, 'authorised')
  const value = Math.round(started.amount * 100)
  const answer = await notify(
    adyen.notification([authorisation({ reference: started.reference, psp: paid.pspReference, value })]),
  )
  expect(answer).toEqual({ status: 200, text: '[accepted]' })
  return { booking, started, psp: paid.pspReference, value }
}

describe('Adyen: paying on the hosted page', () => {
  it('opens a hosted session with the amount the payment step states, in ISK hundredths, and the spec fields', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const started = await startPaying(booking, { isCardSentAnyway: true })
    expect(started.status).toBe('challenge')
    expect(started.redirectUrl).toBe(`${adyen.origin}/checkoutshopper/pay/${started.sessionId}`)
    const call = adyen.calls.find(
      (entry) => entry.path === '/v72/sessions' && entry.body.reference === started.reference,
    )
    expect(call?.headers['x-api-key']).toBe(SETTINGS.apiKey)
    expect(String(call?.headers['idempotency-key'])).toMatch(/^adyen-/)
    const attempt = await attemptOf(started.reference)
    expect(call?.body).toMatchObject({
      merchantAccount: SETTINGS.merchantAccount,
      amount: { currency: 'ISK', value: attempt.amount },
      mode: 'hosted',
      captureDelayHours: 0,
      merchantOrderReference: booking.Number,
      shopperLocale: 'en-GB',
      countryCode: 'IS',
      shopperEmail: 'jon@example.com',
      lineItems: [
        { description: `Car rental ${booking.Number}`, sku: 'rental', quantity: 1, amountIncludingTax: attempt.amount },
      ],
    })
    // A card sent to us anyway is not passed on, nor kept: Adyen's page takes the card.
    expect(JSON.stringify(call?.body)).not.toContain('4242')
    expect(attempt).toMatchObject({
      provider: 'adyen',
      status: 'challenge',
      transactionId: started.sessionId,
      maskedPan: '****',
    })
  })

  it('charges a EUR booking in whole krónur at the locked rate; paid in full, nothing is due (ADR 033)', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const stored = await bookingOf(booking.BookingId)
    // EUR 100.00 at 143.111 is 14,311.10 kr.: Visa and Mastercard take 14,311 kr. only.
    await payload.update({
      collection: 'bookings',
      id: booking.BookingId,
      data: { currency: 'EUR', exchangeRate: 143.111, totals: { ...stored.totals, total: 10_000, totalPaid: 0 } },
      depth: 0,
    })
    const started = await startPaying(booking)
    const call = adyen.calls.find(
      (entry) => entry.path === '/v72/sessions' && entry.body.reference === started.reference,
    )
    const sent = call?.body.amount as { currency: string; value: number } | undefined
    expect(sent).toEqual({ currency: 'ISK', value: 1_431_100 })
    expect((sent?.value ?? 1) % 100).toBe(0)
    const paid = adyen.pay(started.sessionId, 'authorised')
    const value = sent?.value ?? 0
    const answer = await notify(
      adyen.notification([authorisation({ reference: started.reference, psp: paid.pspReference, value })]),
    )
    expect(answer).toEqual({ status: 200, text: '[accepted]' })
    const after = await bookingOf(booking.BookingId)
    expect(after.payments?.map((payment) => [payment.status, payment.amount])).toEqual([['COLLECTED', 1_431_100]])
    expect(after.refunds ?? []).toEqual([])
    expect(after.totals?.totalPaid).toBe(10_000)
    expect(after.totals?.maximumPaymentAmount).toBe(0)
    expect(ledgerOf(after, await paymentRates(payload, after))).toMatchObject({
      totalIsk: 1_431_100,
      paidIsk: 1_431_100,
      dueIsk: 0,
    })
  })

  it('the return asks Adyen for the session result; the notification after it changes nothing more', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const started = await startPaying(booking)
    const paid = adyen.pay(started.sessionId, 'authorised')
    const back = await returnGet(new Request(paid.returnUrl), { params: Promise.resolve({ provider: 'adyen' }) })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toContain(`/confirmation/success?payment=${started.reference}`)
    expect(await attemptOf(started.reference)).toMatchObject({ status: 'COLLECTED', transactionId: paid.pspReference })
    const value = (await attemptOf(started.reference)).amount
    const body = adyen.notification([authorisation({ reference: started.reference, psp: paid.pspReference, value })])
    expect(await notify(body)).toEqual({ status: 200, text: '[accepted]' })
    // Adyen retries a delivery it did not see answered: taken once.
    expect(await notify(body)).toEqual({ status: 200, text: '[accepted]' })
    expect(await eventsOf(paid.pspReference)).toHaveLength(1)
    const after = await bookingOf(booking.BookingId)
    expect(after.payments?.map((entry) => [entry.transactionId, entry.status, entry.amount])).toEqual([
      [paid.pspReference, 'COLLECTED', value],
    ])
    expect(after.totals?.totalPaid).toBeGreaterThan(0)
  })

  it('a return link alone settles nothing: a forged result leaves the payment pending until the notification', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const started = await startPaying(booking)
    const forged = new URL(`http://localhost/api/payments/return/adyen?reference=${started.reference}`)
    forged.searchParams.set('sessionId', started.sessionId)
    forged.searchParams.set('sessionResult', 'res_forged')
    const back = await returnGet(new Request(forged), { params: Promise.resolve({ provider: 'adyen' }) })
    expect(back.headers.get('location')).toContain('/confirmation/success?payment=')
    expect((await attemptOf(started.reference)).status).toBe('challenge')
    // The card holder pays after all; the late notification settles it.
    const paid = adyen.pay(started.sessionId, 'authorised')
    const value = (await attemptOf(started.reference)).amount
    await notify(adyen.notification([authorisation({ reference: started.reference, psp: paid.pspReference, value })]))
    expect(await attemptOf(started.reference)).toMatchObject({ status: 'COLLECTED', maskedPan: '411111******1111' })
  })

  it('a refused card is declined; another card on the same page afterwards is taken', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const started = await startPaying(booking)
    const value = (await attemptOf(started.reference)).amount
    const refused = adyen.pay(started.sessionId, 'refused')
    await notify(
      adyen.notification([
        authorisation({ reference: started.reference, psp: refused.pspReference, value, success: false }),
      ]),
    )
    expect((await attemptOf(started.reference)).status).toBe('DECLINED')
    const paid = adyen.pay(started.sessionId, 'authorised')
    await notify(adyen.notification([authorisation({ reference: started.reference, psp: paid.pspReference, value })]))
    expect(await attemptOf(started.reference)).toMatchObject({ status: 'COLLECTED', transactionId: paid.pspReference })
    const after = await bookingOf(booking.BookingId)
    expect(after.payments?.map((entry) => entry.status)).toEqual(['DECLINED', 'COLLECTED'])
  })
})

describe('Adyen: notifications that are not Adyen', () => {
  it('accepts, and changes nothing for, a payment that is not one of ours (made in the Customer Area)', async () => {
    const body = adyen.notification([
      authorisation({ reference: 'pos-order-17', psp: '8815000000000009', value: 500_000 }),
      {
        eventCode: 'REPORT_AVAILABLE',
        success: true,
        pspReference: '8815000000000010',
        merchantReference: '',
        amount: { currency: 'EUR', value: 0 },
      },
    ])
    expect(await notify(body)).toEqual({ status: 200, text: '[accepted]' })
    expect(await eventsOf('8815000000000009')).toHaveLength(1)
  })

  it('refuses a forged, unsigned or unauthenticated notification (401) and changes nothing', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const started = await startPaying(booking)
    const value = (await attemptOf(started.reference)).amount
    const item = authorisation({ reference: started.reference, psp: '8815000000000001', value })
    const forged = adyen.notification([item], 'AA'.repeat(32))
    const unsigned = adyen.notification([item], null)
    expect((await notify(forged)).status).toBe(401)
    expect((await notify(unsigned)).status).toBe(401)
    expect((await notify(adyen.notification([item]), {})).status).toBe(401)
    // One bad item in a batch refuses the batch: the good one is not taken either.
    const good = JSON.parse(adyen.notification([item])) as { notificationItems: unknown[] }
    const bad = JSON.parse(forged) as { notificationItems: unknown[] }
    const batch = JSON.stringify({
      live: 'false',
      notificationItems: [...good.notificationItems, ...bad.notificationItems],
    })
    expect((await notify(batch)).status).toBe(401)
    expect((await attemptOf(started.reference)).status).toBe('challenge')
    expect(await eventsOf('8815000000000001')).toHaveLength(0)
    expect((await bookingOf(booking.BookingId)).payments ?? []).toEqual([])
  })
})

describe('Adyen: money given back', () => {
  it('a cancellation asks Adyen for the refund, and records it when the REFUND notification confirms it', async () => {
    const { booking, psp, value } = await paidBooking()
    const outcome = await cancelManagedBooking({
      payload,
      access: { voucherNumber: booking.VoucherNumber, lastName: LAST_NAME },
      now: new Date(),
    })
    expect(outcome.isCancelled).toBe(true)
    const asked = adyen.calls.find((call) => call.path === `/v72/payments/${psp}/refunds`)
    expect(asked?.body).toMatchObject({ merchantAccount: SETTINGS.merchantAccount, amount: { currency: 'ISK', value } })
    const refundKey = String(asked?.body.reference)
    expect(asked?.headers['idempotency-key']).toBe(refundKey)
    const waiting = await bookingOf(booking.BookingId)
    expect(waiting.refunds?.map((refund) => [refund.status, refund.amount])).toEqual([['pending', value]])
    const refundPsp = '8816000000000002'
    const confirmation = adyen.notification([
      {
        eventCode: 'REFUND',
        success: true,
        pspReference: refundPsp,
        originalReference: psp,
        merchantReference: refundKey,
        amount: { currency: 'ISK', value },
      },
    ])
    expect(await notify(confirmation)).toEqual({ status: 200, text: '[accepted]' })
    expect(await notify(confirmation)).toEqual({ status: 200, text: '[accepted]' })
    const after = await bookingOf(booking.BookingId)
    expect(after.refunds?.map((refund) => [refund.status, refund.amount, refund.refundId])).toEqual([
      ['refunded', value, refundPsp],
    ])
    expect(after.totals?.totalPaid).toBe(0)
  })

  it('a downgrade is refunded in part, and recorded when Adyen confirms it', async () => {
    const { booking, psp, value } = await paidBooking({ protection: 12 })
    await protect(booking, 9)
    const asked = adyen.calls.find((call) => call.path === `/v72/payments/${psp}/refunds`)
    const refunded = Number((asked?.body.amount as { value: number } | undefined)?.value)
    expect(refunded).toBeGreaterThan(0)
    expect(refunded).toBeLessThan(value)
    const waiting = await bookingOf(booking.BookingId)
    expect(waiting.refunds?.map((refund) => [refund.reason, refund.status, refund.amount])).toEqual([
      ['overpayment', 'pending', refunded],
    ])
    await notify(
      adyen.notification([
        {
          eventCode: 'REFUND',
          success: true,
          pspReference: '8816000000000005',
          originalReference: psp,
          merchantReference: String(asked?.body.reference),
          amount: { currency: 'ISK', value: refunded },
        },
      ]),
    )
    const after = await bookingOf(booking.BookingId)
    expect(after.refunds?.map((refund) => [refund.status, refund.refundId])).toEqual([['refunded', '8816000000000005']])
    expect(after.totals?.totalPaid).toBe(after.totals?.total)
  })

  it('a refund Adyen refuses is recorded failed and handed to staff, as is a chargeback', async () => {
    const { booking, psp, value } = await paidBooking()
    await cancelManagedBooking({
      payload,
      access: { voucherNumber: booking.VoucherNumber, lastName: LAST_NAME },
      now: new Date(),
    })
    const asked = adyen.calls.find((call) => call.path === `/v72/payments/${psp}/refunds`)
    expectConsoleError(/\[effect provider-notice\] booking \d+: REFUND_FAILED/)
    expectConsoleError(/\[effect provider-notice\] booking \d+: CHARGEBACK/)
    await notify(
      adyen.notification([
        {
          eventCode: 'REFUND_FAILED',
          success: true,
          pspReference: '8816000000000003',
          originalReference: psp,
          merchantReference: String(asked?.body.reference),
          amount: { currency: 'ISK', value },
        },
        {
          eventCode: 'CHARGEBACK',
          success: true,
          pspReference: '8816000000000004',
          originalReference: psp,
          merchantReference: 'cb',
          amount: { currency: 'ISK', value },
        },
      ]),
    )
    const after = await bookingOf(booking.BookingId)
    expect(after.refunds?.map((refund) => refund.status)).toEqual(['failed'])
    const { docs } = await payload.find({
      collection: 'booking-effects',
      where: { and: [{ booking: { equals: booking.BookingId } }, { kind: { equals: 'provider-notice' } }] },
      depth: 0,
    })
    expect(docs.map((effect) => [effect.status, effect.lastError]).sort()).toEqual([
      ['needs-attention', 'CHARGEBACK'],
      ['needs-attention', 'REFUND_FAILED'],
    ])
  })
})
