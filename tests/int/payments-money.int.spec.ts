// Issue 15, rows 2, 3, 4 and 12 (second half): one charge per booking, refunds and cancellation
// that finish the job, card testing, exact amounts. SQLite by default, PostgreSQL with TEST_DB.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as pay } from '@/app/api/payments/route'
import { POST as challengePost } from '@/app/api/payments/gateway/challenge/[id]/route'
import { GET as returnGet } from '@/app/api/payments/return/[provider]/route'
import { formatMoney } from '@/domain/money/money-format'
import { cardPaymentSchema } from '@/domain/validation/card'
import { cancelManagedBooking } from '@/server/manage/cancel-booking'
import { payBooking } from '@/server/payments/pay-booking'
import { findPaymentOutcome } from '@/server/payments/payment-outcome'
import { paymentProvider } from '@/server/payments/registry'
import { ADDRESS_CHAIN_HEADER } from '@/server/security/client-ip'

import { bootPayload } from './payload'
import { callJson, card, savedBooking, TEST_CARDS, type Json } from './payments-fixture'
import { jsonRequest, seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 40, suv: 1, van: 1 })
})

const LAST_NAME = 'Gudmundsdottir'
const routeContext = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) })

let addressCount = 0
/** A client address of its own for each caller, so the card testing limits of one test stay there. */
function newAddress(): string {
  addressCount += 1
  return `198.51.100.${addressCount}`
}

type Booking = Awaited<ReturnType<typeof savedBooking>>

/** POST /api/payments: the end-of-booking flow (BookingId) or the balance (lastName), from `address`. */
function payApi(params: {
  booking: Booking
  cardNumber: string
  address: string
  key?: string
  amount?: number
  flow?: 'booking' | 'balance'
  locale?: string
}) {
  const { booking } = params
  const target =
    params.flow === 'balance'
      ? { VoucherNumber: booking.VoucherNumber, lastName: LAST_NAME }
      : { BookingId: booking.BookingId, VoucherNumber: booking.VoucherNumber }
  return callJson(
    pay,
    '/api/payments',
    {
      ...target,
      card: card(params.cardNumber),
      ...(params.amount !== undefined && { amount: params.amount }),
      ...(params.locale && { locale: params.locale }),
    },
    { 'idempotency-key': params.key ?? `money-${randomUUID()}`, [ADDRESS_CHAIN_HEADER]: params.address },
  )
}

/** The card holder answers the test gateway's 3-D Secure page; the browser comes back through the return URL. */
async function answerChallenge(redirectUrl: string, decision: 'approve' | 'deny') {
  const url = new URL(redirectUrl)
  const id = url.pathname.split('/').at(-1) ?? ''
  const answered = await challengePost(
    new Request(url, { method: 'POST', body: new URLSearchParams({ decision }) }),
    routeContext({ id }),
  )
  if (answered.status !== 303) return answered.status
  await returnGet(new Request(answered.headers.get('location') ?? ''), routeContext({ provider: 'gateway' }))
  return 303
}

async function bookingOf(id: number) {
  return payload.findByID({ collection: 'bookings', id, depth: 0 })
}

async function attemptsOf(bookingId: number) {
  const { docs } = await payload.find({
    collection: 'payment-attempts',
    where: { booking: { equals: bookingId } },
    sort: 'createdAt',
    depth: 0,
  })
  return docs
}

async function mailsOf(bookingId: number) {
  const { docs } = await payload.find({
    collection: 'outbox-messages',
    where: { booking: { equals: bookingId } },
    sort: 'createdAt',
    depth: 0,
  })
  return docs
}

/** The decoded text of an outbox e-mail (quoted-printable or base64 parts, joined). */
function mailText(filePath: string): string {
  const raw = readFileSync(filePath, 'utf8')
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/)
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/)
      const body = rest.join('\n\n')
      if (/content-transfer-encoding: base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      if (/content-transfer-encoding: quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        return Buffer.from(bytes, 'latin1').toString('utf8')
      }
      return body
    })
    .join('\n')
}

async function gatewayEntry(transactionId: string) {
  const { docs } = await payload.find({
    collection: 'gateway-transactions',
    where: { transactionId: { equals: transactionId } },
    depth: 0,
  })
  return docs[0]
}

describe('row 2: one charge per booking', () => {
  it('three 3-D Secure payments with their own keys open one attempt; approving all three charges once', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const address = newAddress()
    const tries = await Promise.all([1, 2, 3].map(() => payApi({ booking, cardNumber: TEST_CARDS.challenge, address })))
    for (const answer of tries) expect(answer.status).toBe(200)
    const references = new Set(tries.map((answer) => answer.json.data.reference))
    const pages = new Set(tries.map((answer) => answer.json.data.redirectUrl))
    expect(references.size).toBe(1)
    expect(pages.size).toBe(1)
    expect(await attemptsOf(booking.BookingId)).toHaveLength(1)

    // A reload later (a new key again) still gets the same 3-D Secure page.
    const reload = await payApi({ booking, cardNumber: TEST_CARDS.success, address })
    expect(reload.json.data.redirectUrl).toBe(tries[0]?.json.data.redirectUrl)

    // The visitor approves in every tab: the first approval charges, the others find the page gone.
    const answers = []
    for (const answer of tries) answers.push(await answerChallenge(String(answer.json.data.redirectUrl), 'approve'))
    expect(answers).toEqual([303, 404, 404])
    const stored = await bookingOf(booking.BookingId)
    expect(stored.payments?.map((payment) => payment.status)).toEqual(['COLLECTED'])
    expect(stored.totals?.totalPaid).toBe(stored.totals?.total)
    const { totalDocs } = await payload.count({
      collection: 'gateway-transactions',
      where: { reference: { in: [...references].map(String) } },
    })
    expect(totalDocs).toBe(1)
    const after = await payApi({ booking, cardNumber: TEST_CARDS.success, address })
    expect((after.json.error as { code: string }).code).toBe('NOTHING_TO_PAY')
  })

  it('ten requests with one Idempotency-Key at once: one charge, the same answer for each, none refused as card testing', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const key = `money-${randomUUID()}`
    const address = newAddress()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => payApi({ booking, cardNumber: TEST_CARDS.success, address, key })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200))
    expect(new Set(answers.map((answer) => String(answer.json.data.reference))).size).toBe(1)
    const after = await bookingOf(booking.BookingId)
    expect(after.payments?.filter((payment) => payment.status === 'COLLECTED')).toHaveLength(1)
  })

  it('voids a 3-D Secure page left open past its time, so a new payment can start and the old page takes nothing', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const first = await payApi({ booking, cardNumber: TEST_CARDS.challenge, address: newAddress() })
    expect(first.json.data.status).toBe('challenge')
    const stored = await bookingOf(booking.BookingId)
    const provider = paymentProvider(payload)
    if (!provider.isOk) throw new Error('no provider')
    const later = new Date(Date.now() + 16 * 60_000)
    const paid = await payBooking({
      payload,
      provider: provider.value,
      request: {
        BookingId: booking.BookingId,
        VoucherNumber: booking.VoucherNumber,
        card: cardDetailsInput(TEST_CARDS.success),
      },
      idempotencyKey: `later-${randomUUID()}`,
      clientIp: newAddress(),
      now: later,
    })
    expect(paid.isOk && paid.value.status).toBe('COLLECTED')
    expect((await attemptsOf(booking.BookingId)).map((attempt) => attempt.status)).toEqual(['voided', 'COLLECTED'])
    expect(await answerChallenge(String(first.json.data.redirectUrl), 'approve')).toBe(404)
    const after = await bookingOf(booking.BookingId)
    expect(after.payments).toHaveLength(1)
    expect(after.totals?.totalPaid).toBe(stored.totals?.total)
  })

  it('refunds the part of a payment beyond the balance at settlement and records it', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const started = await payApi({ booking, cardNumber: TEST_CARDS.challenge, address: newAddress() })
    const charged = Number(started.json.data.amount) * 100
    // While the card holder is on the 3-D Secure page, the booking gets cheaper (an extra removed).
    const stored = await bookingOf(booking.BookingId)
    const total = stored.totals?.total ?? 0
    await payload.update({
      collection: 'bookings',
      id: booking.BookingId,
      data: { totals: { ...stored.totals, total: total - 2000 } },
      depth: 0,
    })
    expect(await answerChallenge(String(started.json.data.redirectUrl), 'approve')).toBe(303)
    const after = await bookingOf(booking.BookingId)
    const rate = after.exchangeRate ?? 0
    // The new total in ISK at the locked rate, in whole krónur rounded down (ADR 033).
    const dueIsk = Math.floor(Math.floor((total - 2000) * rate + 1e-9) / 100) * 100
    expect(after.payments?.map((payment) => [payment.status, payment.amount])).toEqual([['COLLECTED', charged]])
    expect(after.refunds).toHaveLength(1)
    expect(after.refunds?.[0]).toMatchObject({
      kind: 'refund',
      reason: 'overpayment',
      status: 'refunded',
      amount: charged - dueIsk,
      transactionId: after.payments?.[0]?.transactionId,
    })
    expect(after.refunds?.[0]?.refundId).toMatch(/^rf_/)
    expect(after.totals?.totalPaid).toBe(total - 2000)
    expect(after.totals?.maximumPaymentAmount).toBe(0)
    const ledger = await gatewayEntry(after.payments?.[0]?.transactionId ?? '')
    expect(ledger?.refundedAmount).toBe(charged - dueIsk)
  })
})

function cardDetailsInput(number: string) {
  return cardPaymentSchema(new Date()).parse(card(number))
}

describe('row 3: refunds and cancellation that finish the job', () => {
  it('refunds a 3-D Secure payment approved after the booking was cancelled, records it, sends no receipt', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const started = await payApi({
      booking,
      cardNumber: TEST_CARDS.challenge,
      address: newAddress(),
      flow: 'balance',
    })
    expect(started.json.data.status).toBe('challenge')
    const charged = Number(started.json.data.amount) * 100
    // Cancelled meanwhile by the office (or lapsed): the challenge was not voided at the provider.
    await payload.update({ collection: 'bookings', id: booking.BookingId, data: { status: 'cancelled' }, depth: 0 })
    const mailsBefore = (await mailsOf(booking.BookingId)).length
    const answeredFrom = Date.now() - 1000
    expect(await answerChallenge(String(started.json.data.redirectUrl), 'approve')).toBe(303)

    const after = await bookingOf(booking.BookingId)
    expect(after.status).toBe('cancelled')
    expect(after.payments?.map((payment) => [payment.status, payment.amount])).toEqual([['COLLECTED', charged]])
    expect(after.refunds?.map((refund) => [refund.kind, refund.reason, refund.status, refund.amount])).toEqual([
      ['refund', 'not-payable', 'refunded', charged],
    ])
    expect(Date.parse(after.refunds?.[0]?.completedAt ?? '')).toBeGreaterThanOrEqual(answeredFrom)
    expect(after.totals?.totalPaid ?? 0).toBe(0)
    expect((await gatewayEntry(after.payments?.[0]?.transactionId ?? ''))?.refundedAmount).toBe(charged)
    expect((await mailsOf(booking.BookingId)).length).toBe(mailsBefore)
    // The page the visitor lands on says the payment was given back.
    const outcome = await findPaymentOutcome({ payload, reference: String(started.json.data.reference) })
    expect(outcome?.givenBack).toEqual({ amount: charged, currency: 'ISK' })
  })

  it('a pay-now booking: a payment started in time keeps the car for its 3-D Secure page; money landing after the deadline is refunded', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const almostLapsed = new Date(Date.now() + 60_000).toISOString()
    await payload.update({ collection: 'bookings', id: booking.BookingId, data: { heldUntil: almostLapsed }, depth: 0 })
    const started = await payApi({ booking, cardNumber: TEST_CARDS.challenge, address: newAddress() })
    expect(started.json.data.status).toBe('challenge')
    const kept = Date.parse((await bookingOf(booking.BookingId)).heldUntil ?? '')
    expect(kept).toBeGreaterThan(Date.now() + 14 * 60_000)

    // The bank answered after the car was let go (the deadline passed before the sweep ran).
    const lapsed = new Date(Date.now() - 60_000).toISOString()
    await payload.update({ collection: 'bookings', id: booking.BookingId, data: { heldUntil: lapsed }, depth: 0 })
    expect(await answerChallenge(String(started.json.data.redirectUrl), 'approve')).toBe(303)
    const after = await bookingOf(booking.BookingId)
    const charged = Number(started.json.data.amount) * 100
    expect(after.refunds?.map((refund) => [refund.reason, refund.status, refund.amount])).toEqual([
      ['not-payable', 'refunded', charged],
    ])
    expect(after.totals?.totalPaid ?? 0).toBe(0)
  })

  it('cancelling in manage voids the open 3-D Secure payment: approving it later takes nothing', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, locale: 'fr' })
    const started = await payApi({ booking, cardNumber: TEST_CARDS.challenge, address: newAddress() })
    const outcome = await cancelManagedBooking({
      payload,
      access: { voucherNumber: booking.VoucherNumber, lastName: LAST_NAME },
      now: new Date(),
    })
    expect(outcome).toEqual({ isCancelled: true, number: booking.Number })
    expect((await attemptsOf(booking.BookingId)).map((attempt) => attempt.status)).toEqual(['voided'])
    expect(await answerChallenge(String(started.json.data.redirectUrl), 'approve')).toBe(404)
    const after = await bookingOf(booking.BookingId)
    expect(after.status).toBe('cancelled')
    expect(after.payments ?? []).toHaveLength(0)
    const mail = (await mailsOf(booking.BookingId)).find((doc) => doc.kind === 'booking-cancellation')
    expect(mail?.subject).toBe(`Réservation ${booking.Number} annulée`)
    expect(mailText(mail?.filePath ?? '')).toContain("Rien n'a été débité de votre carte")
  })

  it('cancelling a paid booking refunds it through the provider, records the refund, lowers totalPaid, e-mails the amount', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, locale: 'de' })
    const paid = await payApi({ booking, cardNumber: TEST_CARDS.success, address: newAddress() })
    expect(paid.json.data.status).toBe('COLLECTED')
    const charged = Number(paid.json.data.amount) * 100
    const outcome = await cancelManagedBooking({
      payload,
      access: { voucherNumber: booking.VoucherNumber, lastName: LAST_NAME },
      now: new Date(),
    })
    expect(outcome.isCancelled).toBe(true)
    const after = await bookingOf(booking.BookingId)
    const transactionId = after.payments?.[0]?.transactionId ?? ''
    expect(after.refunds).toHaveLength(1)
    expect(after.refunds?.[0]).toMatchObject({
      transactionId,
      kind: 'refund',
      reason: 'cancellation',
      status: 'refunded',
      amount: charged,
      currency: 'ISK',
    })
    expect(after.refunds?.[0]?.refundId).toMatch(/^rf_/)
    expect(after.totals?.totalPaid).toBe(0)
    expect(after.totals?.maximumPaymentAmount).toBe(0)
    expect((await gatewayEntry(transactionId))?.refundedAmount).toBe(charged)
    const mail = (await mailsOf(booking.BookingId)).find((doc) => doc.kind === 'booking-cancellation')
    expect(mail?.subject).toBe(`Buchung ${booking.Number} storniert`)
    const text = mailText(mail?.filePath ?? '')
    expect(text).toContain(`Wir haben ${formatMoney({ amount: charged, currency: 'ISK' }, 'de')} auf Ihre Karte`)
    expect(readFileSync(mail?.filePath ?? '', 'utf8')).not.toContain('filename=voucher-')
  })

  it('cancelling a pre-authorised booking releases the hold (it used to answer PAYMENT_NOT_FOUND)', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, locale: 'is' })
    const held = await payApi({ booking, cardNumber: TEST_CARDS.preauth, address: newAddress() })
    expect(held.json.data.status).toBe('PREAUTH')
    const amount = Number(held.json.data.amount) * 100
    await cancelManagedBooking({
      payload,
      access: { voucherNumber: booking.VoucherNumber, lastName: LAST_NAME },
      now: new Date(),
    })
    const after = await bookingOf(booking.BookingId)
    expect(after.refunds?.map((refund) => [refund.kind, refund.reason, refund.status, refund.amount])).toEqual([
      ['release', 'cancellation', 'released', amount],
    ])
    const ledger = await gatewayEntry(after.payments?.[0]?.transactionId ?? '')
    expect(ledger?.refunds?.map((refund) => [refund.kind, refund.amount])).toEqual([['release', amount]])
    const mail = (await mailsOf(booking.BookingId)).find((doc) => doc.kind === 'booking-cancellation')
    expect(mailText(mail?.filePath ?? '')).toContain(formatMoney({ amount, currency: 'ISK' }, 'is'))
  })

  it('a pay-at-pickup booking cancelled says nothing was charged, in its language', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, locale: 'es', isPayAtPickup: true })
    await cancelManagedBooking({
      payload,
      access: { voucherNumber: booking.VoucherNumber, lastName: LAST_NAME },
      now: new Date(),
    })
    const mail = (await mailsOf(booking.BookingId)).find((doc) => doc.kind === 'booking-cancellation')
    expect(mail?.subject).toBe(`Reserva ${booking.Number} cancelada`)
    expect(mailText(mail?.filePath ?? '')).toContain('No se ha cargado nada en su tarjeta')
    expect((await bookingOf(booking.BookingId)).refunds ?? []).toHaveLength(0)
  })
})

describe('row 4: amounts and card testing', () => {
  it('refuses 0.001 ISK and amounts under the minimum: no attempt, no receipt', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const address = newAddress()
    const tiny = await payApi({ booking, cardNumber: TEST_CARDS.success, address, amount: 0.001, flow: 'balance' })
    expect(tiny.status).toBe(400)
    expect((tiny.json.error as { code: string }).code).toBe('VALIDATION_FAILED')
    const small = await payApi({ booking, cardNumber: TEST_CARDS.success, address, amount: 5, flow: 'balance' })
    expect(small.status).toBe(400)
    expect(small.json.error).toMatchObject({ code: 'AMOUNT_TOO_LOW', message: 'The smallest payment is 1000 ISK.' })
    expect(await attemptsOf(booking.BookingId)).toHaveLength(0)
    expect((await mailsOf(booking.BookingId)).map((mail) => mail.kind)).toEqual(['booking-confirmation'])
    const minimum = await payApi({ booking, cardNumber: TEST_CARDS.success, address, amount: 1000, flow: 'balance' })
    expect(minimum.json.data).toMatchObject({ status: 'COLLECTED', amount: 1000 })
  })

  it('limits declines per client address, per card and per booking (5 an hour each) with a translated 429', async () => {
    const bookings = await Promise.all(
      [1, 2, 3, 4].map(() => savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })),
    )
    const [first, second, third, fourth] = bookings as [Booking, Booking, Booking, Booking]
    const address = newAddress()
    const declinedCard = TEST_CARDS.declined
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await payApi({ booking: first, cardNumber: declinedCard, address, flow: 'balance' })
      expect(answer.json.data.status).toBe('DECLINED')
    }
    const refused = await callJson(
      pay,
      '/api/payments',
      { VoucherNumber: first.VoucherNumber, lastName: LAST_NAME, card: card(declinedCard), locale: 'de' },
      { 'idempotency-key': `money-${randomUUID()}`, [ADDRESS_CHAIN_HEADER]: address },
    )
    expect(refused.status).toBe(429)
    expect(refused.json.error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message:
        'Zu viele Zahlungsversuche. Bitte warten Sie eine Stunde und versuchen Sie es erneut, oder kontaktieren Sie uns.',
    })
    const attempts = (await attemptsOf(first.BookingId)).length
    expect(attempts).toBe(5)

    const otherCard = '4000 0000 0000 0085'
    // The same card from another address on another booking: the card has used its declines.
    const byCard = await payApi({ booking: second, cardNumber: declinedCard, address: newAddress(), flow: 'balance' })
    expect(byCard.status).toBe(429)
    // Another card on another booking from the same address: the address has.
    const byAddress = await payApi({ booking: third, cardNumber: otherCard, address, flow: 'balance' })
    expect(byAddress.status).toBe(429)
    // Another card from another address on the same booking: the booking has.
    const byBooking = await payApi({ booking: first, cardNumber: otherCard, address: newAddress(), flow: 'balance' })
    expect(byBooking.status).toBe(429)
    expect((await attemptsOf(first.BookingId)).length).toBe(attempts)
    // A good card elsewhere is not affected.
    const fine = await payApi({
      booking: fourth,
      cardNumber: TEST_CARDS.success,
      address: newAddress(),
      flow: 'balance',
    })
    expect(fine.json.data.status).toBe('COLLECTED')
    expect(fine.status).toBe(200)
  })

  it('answers the limit with Retry-After', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const address = newAddress()
    let last: { status: number; json: Json } | undefined
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = await payApi({ booking, cardNumber: '4000 0000 0000 0119', address, flow: 'balance' })
    }
    expect(last?.status).toBe(429)
    const request = jsonRequest({
      path: '/api/payments',
      body: { VoucherNumber: booking.VoucherNumber, lastName: LAST_NAME, card: card(TEST_CARDS.success) },
    })
    request.headers.set('idempotency-key', `money-${randomUUID()}`)
    request.headers.set(ADDRESS_CHAIN_HEADER, address)
    request.headers.set('accept-language', 'is-IS,is;q=0.9')
    const response = await pay(request)
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3000)
    const body = (await response.json()) as { error: { message: string } }
    expect(body.error.message).toMatch(/^Of margar greiðslutilraunir/)
  })
})

describe('row 12: amounts credited exactly as charged', () => {
  it('a balance payment of 1,800.55 ISK charges 1,800 kr. and lowers what is due by exactly that', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const stored = await bookingOf(booking.BookingId)
    // A total of 150.07 EUR at 143.111 ISK: 21,476.66 ISK, charged in whole krónur as 21,476 kr. (ADR 033).
    await payload.update({
      collection: 'bookings',
      id: booking.BookingId,
      data: { exchangeRate: 143.111, totals: { ...stored.totals, total: 15_007, totalPaid: 0 } },
      depth: 0,
    })
    const address = newAddress()
    const part = await payApi({ booking, cardNumber: TEST_CARDS.success, address, amount: 1800.55, flow: 'balance' })
    // The aurar asked for are not charged: cards take ISK in whole krónur, rounded down.
    expect(part.json.data).toMatchObject({ status: 'COLLECTED', amount: 1800 })
    const rest = await payApi({ booking, cardNumber: TEST_CARDS.success, address, flow: 'balance' })
    expect(rest.json.data).toMatchObject({ status: 'COLLECTED' })
    // Everything charged adds up to the total in ISK at the locked rate, in whole krónur.
    expect(Math.round(Number(rest.json.data.amount) * 100)).toBe(2_147_600 - 180_000)
    const after = await bookingOf(booking.BookingId)
    expect(after.payments?.map((payment) => payment.amount)).toEqual([180_000, 2_147_600 - 180_000])
    for (const payment of after.payments ?? []) expect((payment.amount ?? 1) % 100).toBe(0)
    expect(after.totals?.totalPaid).toBe(15_007)
    expect(after.totals?.maximumPaymentAmount).toBe(0)
  })
})
