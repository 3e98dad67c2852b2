import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as callback } from '@/app/api/payments/callback/[provider]/route'
import { GET as challengeGet, POST as challengePost } from '@/app/api/payments/gateway/challenge/[id]/route'
import { GET as returnGet } from '@/app/api/payments/return/[provider]/route'
import { sql, sqlRunner } from '@/server/rental/db/sql'

import { bootPayload } from './payload'
import { card, payNow, savedBooking, signedCallback, TEST_CARDS, TEST_CVC, type Json } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture
const logLines: string[] = []

beforeAll(async () => {
  payload = await bootPayload()
  capture(payload)
  fleet = await seedRentalFixture(payload, { economy: 30, suv: 1, van: 1 })
})

afterAll(() => vi.restoreAllMocks())

/** Every console call and every Payload logger call of this file, as text. */
function capture(instance: Payload) {
  const record = (...args: unknown[]) => {
    logLines.push(args.map((arg) => (typeof arg === 'string' ? arg : safeJson(arg))).join(' '))
  }
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[method].bind(console)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      record(...args)
      original(...args)
    })
  }
  const logger = instance.logger as unknown as Record<string, (...args: unknown[]) => void>
  for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal']) {
    const original = logger[level]?.bind(logger)
    if (!original) continue
    logger[level] = (...args: unknown[]) => {
      record(...args)
      original(...args)
    }
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

const routeContext = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) })

async function bookingOf(id: number) {
  return payload.findByID({ collection: 'bookings', id, depth: 0 })
}

describe('paying at the end of booking with the test cards', () => {
  it('4242 4242 4242 4242: collected, recorded once, totalPaid is the total, masked PAN only', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const paid = await payNow({ booking, cardNumber: TEST_CARDS.success })
    expect(paid.status).toBe(200)
    expect(paid.json.data).toMatchObject({ status: 'COLLECTED', outcome: 'success', maskedPan: '424242******4242' })
    expect(paid.json.data.redirectUrl).toMatch(/\/confirmation\/success\?payment=pay_/)
    const stored = await bookingOf(booking.BookingId)
    expect(stored.payments).toHaveLength(1)
    expect(stored.payments?.[0]).toMatchObject({
      status: 'COLLECTED',
      provider: 'gateway',
      maskedPan: '424242******4242',
      currency: 'ISK',
    })
    expect(stored.totals?.totalPaid).toBe(stored.totals?.total)
    expect(stored.totals?.maximumPaymentAmount).toBe(0)
    expect(stored.exchangeRate).toBeGreaterThan(0)
    // Total in EUR at the locked rate, rounded down to whole krónur (cards take no aurar, ADR 033).
    const exact = Math.floor(((stored.totals?.total ?? 0) * (stored.exchangeRate ?? 0) * 100) / 100 + 1e-9)
    const expected = Math.floor(exact / 100) * 100
    expect(stored.payments?.[0]?.amount).toBe(expected)
    const again = await payNow({ booking, cardNumber: TEST_CARDS.success })
    expect(again.status).toBe(409)
    expect((again.json.error as { code: string }).code).toBe('NOTHING_TO_PAY')
  })

  it('4000 0000 0000 0002: declined, nothing paid, sent to the error page', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, locale: 'de' })
    const paid = await payNow({ booking, cardNumber: TEST_CARDS.declined })
    expect(paid.json.data).toMatchObject({ status: 'DECLINED', outcome: 'failure' })
    expect(paid.json.data.redirectUrl).toMatch(/\/de\/confirmation\/error\?payment=/)
    const stored = await bookingOf(booking.BookingId)
    expect(stored.payments?.[0]?.status).toBe('DECLINED')
    expect(stored.totals?.totalPaid ?? 0).toBe(0)
  })

  it('4000 0000 0000 0077: pre-authorised, authorised but not counted as paid', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const paid = await payNow({ booking, cardNumber: TEST_CARDS.preauth })
    expect(paid.json.data).toMatchObject({ status: 'PREAUTH', outcome: 'success' })
    const stored = await bookingOf(booking.BookingId)
    expect(stored.payments?.[0]?.status).toBe('PREAUTH')
    expect(stored.totals?.totalPaid ?? 0).toBe(0)
  })

  it('4000 0000 0000 0119: failed', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const paid = await payNow({ booking, cardNumber: TEST_CARDS.failure })
    expect(paid.json.data).toMatchObject({ status: 'FAILED', outcome: 'failure' })
  })

  it('4000 0000 0000 3220: 3-D Secure page, approve, back through the return URL to success', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, locale: 'fr' })
    const paid = await payNow({ booking, cardNumber: TEST_CARDS.challenge })
    expect(paid.json.data).toMatchObject({ status: 'challenge', outcome: 'pending' })
    const challengeUrl = new URL(String(paid.json.data.redirectUrl))
    const id = challengeUrl.pathname.split('/').at(-1) ?? ''
    expect(challengeUrl.pathname).toBe(`/api/payments/gateway/challenge/${id}`)
    const page = await challengeGet(new Request(challengeUrl), routeContext({ id }))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('400000******3220')
    expect(html).toContain('value="approve"')
    expect((await bookingOf(booking.BookingId)).totals?.totalPaid ?? 0).toBe(0)

    const approved = await challengePost(
      new Request(challengeUrl, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }) }),
      routeContext({ id }),
    )
    expect(approved.status).toBe(303)
    const back = new URL(approved.headers.get('location') ?? '')
    expect(back.pathname).toBe('/api/payments/return/gateway')
    const landed = await returnGet(new Request(back), routeContext({ provider: 'gateway' }))
    expect(landed.status).toBe(303)
    expect(landed.headers.get('location')).toMatch(/\/fr\/confirmation\/success\?payment=pay_/)
    const stored = await bookingOf(booking.BookingId)
    expect(stored.payments?.map((payment) => payment.status)).toEqual(['COLLECTED'])
    expect(stored.totals?.totalPaid).toBe(stored.totals?.total)
    // The challenge is used up; a forged return link goes to the error page.
    const reused = await challengeGet(new Request(challengeUrl), routeContext({ id }))
    expect(reused.status).toBe(404)
    back.searchParams.set('sig', '0'.repeat(32))
    const forged = await returnGet(new Request(back), routeContext({ provider: 'gateway' }))
    expect(forged.headers.get('location')).toMatch(/\/confirmation\/error$/)
  })

  it('4000 0000 0000 3220 denied: declined', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const paid = await payNow({ booking, cardNumber: TEST_CARDS.challenge })
    const challengeUrl = new URL(String(paid.json.data.redirectUrl))
    const id = challengeUrl.pathname.split('/').at(-1) ?? ''
    const denied = await challengePost(
      new Request(challengeUrl, { method: 'POST', body: new URLSearchParams({ decision: 'deny' }) }),
      routeContext({ id }),
    )
    const landed = await returnGet(
      new Request(denied.headers.get('location') ?? ''),
      routeContext({ provider: 'gateway' }),
    )
    expect(landed.headers.get('location')).toMatch(/^http:\/\/localhost(:\d+)?\/confirmation\/error\?payment=/)
    expect((await bookingOf(booking.BookingId)).payments?.map((payment) => payment.status)).toEqual(['DECLINED'])
  })

  it('checks the card on the server with the spec messages', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const { POST: pay } = await import('@/app/api/payments/route')
    const { jsonRequest } = await import('./rental-fixture')
    const request = jsonRequest({
      path: '/api/payments',
      body: {
        BookingId: booking.BookingId,
        VoucherNumber: booking.VoucherNumber,
        card: { ...card('4242 4242'), cvc: '12', expiry: '01/2020', cardholderName: '' },
      },
    })
    request.headers.set('idempotency-key', `test-${randomUUID()}`)
    const response = await pay(request)
    expect(response.status).toBe(400)
    const json = (await response.json()) as { error: { fields: { path: string; message: string }[] } }
    expect(json.error.fields.map((field) => field.message)).toEqual([
      'Credit card number is required',
      'CVC is required',
      'Invalid expiration date',
      'Cardholder name is required',
    ])
    const withoutKey = await pay(
      jsonRequest({
        path: '/api/payments',
        body: { BookingId: booking.BookingId, VoucherNumber: booking.VoucherNumber, card: card(TEST_CARDS.success) },
      }),
    )
    expect(withoutKey.status).toBe(400)
    const noToken = await pay(jsonRequest({ path: '/api/payments', body: {}, token: null }))
    expect(noToken.status).toBe(401)
  })
})

describe('idempotency', () => {
  it('charges a double submit once and answers both the same', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const key = `double-${randomUUID()}`
    const [first, second] = await Promise.all([
      payNow({ booking, cardNumber: TEST_CARDS.success, key }),
      payNow({ booking, cardNumber: TEST_CARDS.success, key }),
    ])
    const third = await payNow({ booking, cardNumber: TEST_CARDS.success, key })
    expect(first.status).toBe(200)
    expect(second.json.data).toEqual(first.json.data)
    expect(third.json.data).toEqual(first.json.data)
    const stored = await bookingOf(booking.BookingId)
    expect(stored.payments).toHaveLength(1)
    expect(stored.totals?.totalPaid).toBe(stored.totals?.total)
    const { totalDocs } = await payload.count({
      collection: 'gateway-transactions',
      where: { idempotencyKey: { equals: key } },
    })
    expect(totalDocs).toBe(1)
    const other = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const reused = await payNow({ booking: other, cardNumber: TEST_CARDS.success, key })
    expect(reused.status).toBe(409)
  })

  it('applies a callback replayed ten times once, and refuses bad signatures and stale timestamps with 400', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const paid = await payNow({ booking, cardNumber: TEST_CARDS.challenge })
    const reference = String(paid.json.data.reference)
    const attempt = await payload.find({ collection: 'payment-attempts', where: { reference: { equals: reference } } })
    const transactionId = attempt.docs[0]?.transactionId ?? ''
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'transaction.updated',
      data: { transactionId, reference, bankCode: '000', transactionStatus: 'A', maskedPan: '400000******3220' },
    })
    const now = new Date()
    const answers: Json[] = []
    for (let replay = 0; replay < 10; replay += 1) {
      const response = await callback(signedCallback({ body, now }), routeContext({ provider: 'gateway' }))
      expect(response.status).toBe(200)
      answers.push((await response.json()) as Json)
    }
    expect(answers.filter((answer) => answer.changed === true)).toHaveLength(1)
    expect(answers.filter((answer) => answer.duplicate === true)).toHaveLength(9)
    const stored = await bookingOf(booking.BookingId)
    expect(stored.payments).toHaveLength(1)
    expect(stored.totals?.totalPaid).toBe(stored.totals?.total)

    // Another event telling the same thing changes nothing either.
    const second = body.replace(/evt_[^"]+/, `evt_${randomUUID()}`)
    const again = (await (
      await callback(signedCallback({ body: second, now }), routeContext({ provider: 'gateway' }))
    ).json()) as Json
    expect(again).toMatchObject({ duplicate: false, changed: false })

    const badSignature = await callback(
      signedCallback({ body, now, secret: 'not-the-secret-0000000' }),
      routeContext({ provider: 'gateway' }),
    )
    expect(badSignature.status).toBe(400)
    expect(((await badSignature.json()) as { error: { code: string } }).error.code).toBe('INVALID_SIGNATURE')
    const stale = await callback(
      signedCallback({ body: second.replace(/evt_[^"]+/, 'evt_stale'), now: new Date(now.getTime() - 6 * 60_000) }),
      routeContext({ provider: 'gateway' }),
    )
    expect(stale.status).toBe(400)
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('STALE_CALLBACK')
    const unsigned = await callback(
      new Request('http://localhost/api/payments/callback/gateway', { method: 'POST', body }),
      routeContext({ provider: 'gateway' }),
    )
    expect(unsigned.status).toBe(400)
    expect((await bookingOf(booking.BookingId)).payments).toHaveLength(1)
  })
})

describe('card data', () => {
  const numbers = Object.values(TEST_CARDS).flatMap((number) => [number, number.replace(/\s+/g, '')])
  // The CVC as a value of its own: not the same four digits inside a random hex id or key.
  const isCvc = (text: string) => new RegExp(`(^|[^0-9A-Za-z])${TEST_CVC}([^0-9A-Za-z]|$)`).test(text)

  it('never reaches a log line', () => {
    for (const line of logLines) {
      for (const number of numbers) expect(line).not.toContain(number)
      expect(line).not.toMatch(/cvc/i)
    }
  })

  it('never reaches a database row', async () => {
    const runner = sqlRunner(payload)
    const tables =
      runner.dialect === 'sqlite'
        ? await runner.rows(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
        : await runner.rows(sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`)
    expect(tables.length).toBeGreaterThan(10)
    let scanned = 0
    for (const { name } of tables) {
      const rows = await runner.rows(sql.raw(`SELECT * FROM "${String(name)}"`))
      for (const row of rows) {
        for (const value of Object.values(row)) {
          const text = typeof value === 'string' ? value : value && typeof value === 'object' ? safeJson(value) : ''
          if (!text) continue
          scanned += 1
          for (const number of numbers) expect(text, `${String(name)}`).not.toContain(number)
          expect(isCvc(text), `${String(name)}: ${text}`).toBe(false)
        }
      }
    }
    expect(scanned).toBeGreaterThan(100)
  })
})
