// Issue 28 item 3: the rental deposit held on the card at pickup (ADR 018 §4) through the payment
// port — the built-in gateway at the counter, Adyen's hosted page (a local stand-in of its Checkout
// API, notifications signed with the library's HMAC code) — released, or captured in part for damage.
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { PATCH as restPatch } from '@/app/(payload)/api/[...slug]/route'
import { POST as cancel } from '@/app/api/booking-cancellations/[id]/route'
import { POST as depositAction } from '@/app/api/booking-deposits/[id]/route'
import { GET as depositReturn } from '@/app/api/booking-deposits/return/[provider]/route'
import { POST as webhook } from '@/app/api/payments/callback/adyen/route'
import { loadBookingPage } from '@/cms/admin/BookingsConsole/booking-page-data'
import { env } from '@/env'
import type { User } from '@/payload-types'
import { authoriseDeposit } from '@/server/bookings/commands/deposit-authorise'
import { extendDueHolds, extendHoldIfDue } from '@/server/bookings/commands/deposit-extend'
import { settleDepositByStaff } from '@/server/bookings/commands/deposit-settle'
import { performEffects } from '@/server/bookings/effects/perform-effects'
import { manageDeposit } from '@/server/manage/manage-deposit'
import { paymentProvider } from '@/server/payments/registry'

import { expectConsoleError } from '../support/console-guard'
import { startAdyenStandIn, type AdyenStandIn } from './adyen-stand-in'
import { bookingOf } from './desk-fixture'
import { bootPayload } from './payload'
import { TEST_CARDS, TEST_CVC } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

const SETTINGS = vi.hoisted(() => {
  const settings = {
    apiKey: 'AQE_test_api_key_for_the_stand_in_0002',
    merchantAccount: 'VegurECOM',
    hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  }
  process.env.ADYEN_API_KEY = settings.apiKey
  process.env.ADYEN_MERCHANT_ACCOUNT = settings.merchantAccount
  process.env.ADYEN_HMAC_KEY = settings.hmacKey
  process.env.ADYEN_ENVIRONMENT = 'test'
  // New payments (and the counter) use the built-in gateway; Adyen is there for the holds asked of it.
  process.env.PAYMENT_PROVIDER = 'gateway'
  return settings
})

/** The deposit of every protection level here: 2,000 € (engine data, euro cents). */
const DEPOSIT_EUR_CENTS = 200_000
const HELD_CARD = '4000000000000077'

let payload: Payload
let fleet: RentalFixture
let adyen: AdyenStandIn
const realFetch = globalThis.fetch
type StaffRole = 'agent' | 'manager' | 'admin'
let staff: Record<StaffRole, { user: User; cookie: string }>

async function staffMember(role: StaffRole) {
  const credentials = { email: `${role}-${randomUUID()}@vegur.is`, password: `${role}-password-2026` }
  const user = await payload.create({ collection: 'users', data: { ...credentials, name: role, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: credentials })
  return { user, cookie: `${payload.config.cookiePrefix}-token=${token}` }
}

beforeAll(async () => {
  adyen = await startAdyenStandIn(SETTINGS)
  globalThis.fetch = adyen.fetchThrough(realFetch)
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 20, suv: 1, van: 1 })
  await payload.update({
    collection: 'services',
    where: { group: { equals: 'protection' } },
    data: { deposit: DEPOSIT_EUR_CENTS },
  })
  staff = {
    agent: await staffMember('agent'),
    manager: await staffMember('manager'),
    admin: await staffMember('admin'),
  }
})

afterAll(async () => {
  globalThis.fetch = realFetch
  await adyen.close()
})

let people = 0
/** A confirmed booking picked up `hoursAhead` from now (whole hours, UTC), for two days. */
async function bookingPickedUpIn(hoursAhead: number) {
  people += 1
  const out = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + hoursAhead * 3_600_000)
  const booking = await bookingOf({
    person: {
      firstName: 'Jon',
      lastName: `Hold${'abcdefghijklmnopqrstuvwxyz'[people % 26] ?? 'z'}`,
      email: 'jon@example.com',
      phone: '+354 555 1234',
    },
    out,
    categoryId: fleet.categoryIds.economy,
    isPayAtPickup: true,
  })
  return { id: booking.BookingId, number: booking.Number, out }
}

function actAs(role: StaffRole, bookingId: number, body: unknown, key: string | null = randomUUID()) {
  const origin = new URL(env.SITE_URL).origin
  return depositAction(
    new Request(`${origin}/api/booking-deposits/${bookingId}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: staff[role].cookie,
        origin,
        ...(key === null ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: String(bookingId) }) },
  )
}

const heldCard = { cardNumber: HELD_CARD, cvc: TEST_CVC, expiry: '12/30', cardholderName: 'Jon Hold' }

async function depositOf(bookingId: number) {
  return (await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })).deposit
}

/** Moves the booking's hold back `days` days, as if it had been held that long. */
async function ageHold(bookingId: number, days: number) {
  const deposit = await depositOf(bookingId)
  const heldAt = new Date(Date.now() - days * 86_400_000).toISOString()
  await payload.update({ collection: 'bookings', id: bookingId, depth: 0, data: { deposit: { ...deposit, heldAt } } })
}

async function effectsOf(bookingId: number) {
  const { docs } = await payload.find({
    collection: 'booking-effects',
    where: { booking: { equals: bookingId } },
    sort: 'createdAt',
    depth: 0,
  })
  return docs
}

async function gatewayEntry(transactionId: string) {
  const { docs } = await payload.find({
    collection: 'gateway-transactions',
    where: { transactionId: { equals: transactionId } },
    depth: 0,
  })
  return docs
}

async function auditOf(bookingId: number) {
  const { docs } = await payload.find({
    collection: 'audit-entries',
    where: { booking: { equals: bookingId } },
    sort: 'createdAt',
    depth: 0,
  })
  return docs.map((entry) => [entry.action, entry.actorEmail])
}

async function notify(body: string) {
  const response = await webhook(
    new Request('http://localhost/api/payments/callback/adyen', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }),
  )
  return { status: response.status, text: await response.text() }
}

describe('the deposit with the built-in gateway, at the counter', () => {
  it('is held on the card staff type, once however often it is sent, then released', async () => {
    const booking = await bookingPickedUpIn(3)
    expect((await actAs('agent', booking.id, { action: 'authorise' })).status).toBe(400)
    const key = randomUUID()
    const [first, second] = await Promise.all([
      actAs('agent', booking.id, { action: 'authorise', card: heldCard }, key),
      actAs('agent', booking.id, { action: 'authorise', card: heldCard }, key),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    const held = await depositOf(booking.id)
    expect(held).toMatchObject({ status: 'held', channel: 'counter', provider: 'gateway', currency: 'ISK' })
    // 2,000 € at the booking's locked rate, in whole krónur.
    const booked = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect(held?.amount).toBe(Math.round((2000 * (booked.exchangeRate ?? 0)) / 1) * 100)
    expect(await gatewayEntry(held?.holdId ?? '')).toEqual([
      expect.objectContaining({ transactionStatus: 'P', amount: held?.amount }),
    ])
    // Another hold while one is held is refused, whoever asks.
    const again = await actAs('manager', booking.id, { action: 'authorise', card: heldCard })
    expect(again.status).toBe(409)
    // More than held is never captured; an agent may not capture at all.
    expect((await actAs('agent', booking.id, { action: 'capture', amountIsk: 100, reason: 'Dent' })).status).toBe(403)
    const tooMuch = { action: 'capture', amountIsk: (held?.amount ?? 0) / 100 + 1, reason: 'Dent on the door' }
    expect((await actAs('manager', booking.id, tooMuch)).status).toBe(409)
    // Two releases at once (two staff, two keys): released once.
    const releases = await Promise.all([
      actAs('agent', booking.id, { action: 'release' }),
      actAs('manager', booking.id, { action: 'release' }),
    ])
    expect(releases.map((answer) => answer.status).sort()).toEqual([200, 409])
    await performEffects({ payload })
    const released = await depositOf(booking.id)
    expect(released).toMatchObject({ status: 'released', capturedAmount: 0 })
    expect(released?.releasedAt).toBeTruthy()
    const [entry] = await gatewayEntry(held?.holdId ?? '')
    expect(entry?.refunds?.map((item) => [item.kind, item.amount])).toEqual([['release', held?.amount]])
    expect(await auditOf(booking.id)).toEqual([
      ['authorise-deposit', staff.agent.user.email],
      ['release-deposit', expect.any(String)],
    ])
    const page = await loadBookingPage(payload, booking.id)
    expect(page?.ledger.lines.map((line) => line.what)).toEqual(['Deposit authorised (held)', 'Deposit released'])
    expect(page?.deposit?.status).toBe('released')
  })

  it('is captured in part for damage with the reason, the rest released, once however often asked', async () => {
    const booking = await bookingPickedUpIn(5)
    expect((await actAs('agent', booking.id, { action: 'authorise', card: heldCard })).status).toBe(200)
    const held = await depositOf(booking.id)
    const capture = { action: 'capture', amountIsk: 12_000, reason: 'Dent on the rear door, photos 1-3' }
    const key = randomUUID()
    const answers = await Promise.all([
      actAs('manager', booking.id, capture, key),
      actAs('manager', booking.id, capture, key),
      actAs('agent', booking.id, { action: 'release' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409])
    await performEffects({ payload })
    expect(await depositOf(booking.id)).toMatchObject({
      status: 'captured',
      capturedAmount: 1_200_000,
      reason: 'Dent on the rear door, photos 1-3',
    })
    const [entry] = await gatewayEntry(held?.holdId ?? '')
    expect(entry).toMatchObject({ transactionStatus: 'A', refundedAmount: (held?.amount ?? 0) - 1_200_000 })
    // The same key for another action is refused; nothing is held to release any more.
    expect((await actAs('manager', booking.id, { action: 'release' }, key)).status).toBe(409)
    expect((await actAs('manager', booking.id, { action: 'release' })).status).toBe(409)
    const page = await loadBookingPage(payload, booking.id)
    expect(page?.ledger.lines.map((line) => line.what)).toEqual([
      'Deposit authorised (held)',
      'Deposit captured: Dent on the rear door, photos 1-3',
      'Deposit released (the rest)',
    ])
    const renter = await manageDeposit({
      payload,
      booking: await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 }),
      now: new Date(),
    })
    expect(renter).toMatchObject({ status: 'captured', capturedAmount: { amount: 1_200_000 }, toHoldNow: undefined })
  })

  it('is held online by the renter only in the 24 hours before pickup; a refused card can be tried again', async () => {
    const booking = await bookingPickedUpIn(30)
    const doc = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
    expect((await manageDeposit({ payload, booking: doc, now: new Date() })).toHoldNow).toBeUndefined()
    const inWindow = new Date(booking.out.getTime() - 2 * 3_600_000)
    expect((await manageDeposit({ payload, booking: doc, now: inWindow })).toHoldNow?.amount).toBeGreaterThan(0)
    const gateway = paymentProvider(payload, 'gateway')
    if (!gateway.isOk) throw new Error('no gateway')
    const online = (now: Date, number: string) =>
      authoriseDeposit({
        payload,
        provider: gateway.value,
        bookingId: booking.id,
        channel: 'online',
        card: { number, cvc: TEST_CVC, expiry: { month: 12, year: 2030 }, holderName: 'Jon Hold' },
        returnUrl: 'http://localhost/back',
        callbackUrl: 'http://localhost/callback',
        locale: 'en',
        now,
      })
    expect(await online(new Date(), HELD_CARD)).toEqual({ isOk: false, refusal: 'OUTSIDE_WINDOW' })
    expect(await online(inWindow, TEST_CARDS.declined)).toMatchObject({ isOk: true, status: 'failed' })
    expect(await online(inWindow, HELD_CARD)).toMatchObject({ isOk: true, status: 'held' })
    expect(await depositOf(booking.id)).toMatchObject({ status: 'held', channel: 'online' })
  })

  it('is released when the booking is cancelled', async () => {
    const booking = await bookingPickedUpIn(6)
    expect((await actAs('agent', booking.id, { action: 'authorise', card: heldCard })).status).toBe(200)
    const origin = new URL(env.SITE_URL).origin
    const cancelled = await cancel(
      new Request(`${origin}/api/booking-cancellations/${booking.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: staff.agent.cookie, origin },
        body: JSON.stringify({ reason: 'Flight cancelled' }),
      }),
      { params: Promise.resolve({ id: String(booking.id) }) },
    )
    expect(cancelled.status).toBe(200)
    await performEffects({ payload })
    expect(await depositOf(booking.id)).toMatchObject({ status: 'released' })
  })

  it('cannot be written through the REST API by any staff role', async () => {
    const booking = await bookingPickedUpIn(7)
    expect((await actAs('agent', booking.id, { action: 'authorise', card: heldCard })).status).toBe(200)
    const before = await depositOf(booking.id)
    const origin = new URL(env.SITE_URL).origin
    for (const role of ['agent', 'manager', 'admin'] as const) {
      const answer = await restPatch(
        new Request(new URL(`/api/bookings/${booking.id}`, origin), {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie: staff[role].cookie, origin },
          body: JSON.stringify({
            deposit: { ...before, status: 'released', capturedAmount: 1, amount: 1, holdId: 'forged', reason: 'x' },
          }),
        }),
        { params: Promise.resolve({ slug: ['bookings', String(booking.id)] }) },
      )
      expect(answer.status, role).toBeLessThan(500)
      expect(await depositOf(booking.id), role).toEqual(before)
    }
  })
})

describe('a hold still needed, near the end of its validity (ADR 031)', () => {
  it('is extended by the built-in gateway while the car is out: asked once, counted again from the extension', async () => {
    const booking = await bookingPickedUpIn(2)
    expect((await actAs('agent', booking.id, { action: 'authorise', card: heldCard })).status).toBe(200)
    const held = await depositOf(booking.id)
    // Held 24 days ago: four days left, nothing to ask yet.
    await ageHold(booking.id, 24)
    const now = new Date()
    expect(await extendHoldIfDue({ payload, bookingId: booking.id, now })).toEqual([])
    // Held 26 days ago: two days left, the sweep asks for it.
    await ageHold(booking.id, 26)
    expect(await extendDueHolds({ payload, now })).toBeGreaterThanOrEqual(1)
    await performEffects({ payload })
    const extended = await depositOf(booking.id)
    expect(extended).toMatchObject({ status: 'held', holdId: held?.holdId, amount: held?.amount })
    expect(Date.parse(extended?.extendAskedAt ?? '')).toBe(now.getTime())
    expect(Date.parse(extended?.extendedAt ?? '')).toBeGreaterThanOrEqual(now.getTime())
    // Its new period has just begun: the next round asks nothing, and the hold can still be released.
    expect(await extendHoldIfDue({ payload, bookingId: booking.id, now: new Date(now.getTime() + 60_000) })).toEqual([])
    expect((await actAs('agent', booking.id, { action: 'release' })).status).toBe(200)
    await performEffects({ payload })
    expect(await depositOf(booking.id)).toMatchObject({ status: 'released' })
    const [entry] = await gatewayEntry(held?.holdId ?? '')
    expect(entry?.refunds?.map((item) => [item.kind, item.amount])).toEqual([['release', held?.amount]])
  })
})

describe('the deposit with Adyen, on its hosted page', () => {
  const adyenProvider = () => {
    const provider = paymentProvider(payload, 'adyen')
    if (!provider.isOk) throw new Error('no adyen')
    return provider.value
  }

  /** The renter asks to hold the deposit online two hours before pickup: Adyen's page, a PreAuth session. */
  async function askHold(bookingId: number, out: Date) {
    const asked = await authoriseDeposit({
      payload,
      provider: adyenProvider(),
      bookingId,
      channel: 'online',
      card: undefined,
      email: 'jon@example.com',
      returnUrl: `http://localhost/api/booking-deposits/return/adyen?to=manage&booking=${bookingId}&locale=en`,
      callbackUrl: 'http://localhost/api/payments/callback/adyen',
      locale: 'en',
      now: new Date(out.getTime() - 2 * 3_600_000),
    })
    if (!asked.isOk || !asked.redirectUrl) throw new Error(`no page: ${JSON.stringify(asked)}`)
    const sessionId = new URL(asked.redirectUrl).pathname.split('/').at(-1) ?? ''
    return { sessionId, deposit: await depositOf(bookingId) }
  }

  function authorisation(reference: string, psp: string, value: number, success = true) {
    return {
      eventCode: 'AUTHORISATION',
      success,
      pspReference: psp,
      merchantReference: reference,
      amount: { currency: 'ISK', value },
    }
  }

  it('is a PreAuth session held when Adyen says so; its notification, told twice, changes nothing more', async () => {
    const booking = await bookingPickedUpIn(30)
    const { sessionId, deposit } = await askHold(booking.id, booking.out)
    expect(deposit).toMatchObject({ status: 'pending', provider: 'adyen', holdId: null })
    expect(adyen.isPreAuth(sessionId)).toBe(true)
    const session = adyen.sessions.get(sessionId)
    expect(session?.request).toMatchObject({
      amount: { currency: 'ISK', value: deposit?.amount },
      reference: deposit?.reference,
      mode: 'hosted',
      merchantOrderReference: booking.number,
    })
    expect(session?.request.captureDelayHours).toBeUndefined()
    const paid = adyen.pay(sessionId, 'authorised')
    const back = await depositReturn(new Request(paid.returnUrl), { params: Promise.resolve({ provider: 'adyen' }) })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toContain('/manage-booking')
    expect(await depositOf(booking.id)).toMatchObject({ status: 'held', holdId: paid.pspReference })
    const body = adyen.notification([authorisation(deposit?.reference ?? '', paid.pspReference, deposit?.amount ?? 0)])
    expect(await notify(body)).toEqual({ status: 200, text: '[accepted]' })
    expect(await notify(body)).toEqual({ status: 200, text: '[accepted]' })
    expect(await depositOf(booking.id)).toMatchObject({ status: 'held', holdId: paid.pspReference })
  })

  it('is captured in part with /captures, confirmed by CAPTURE once; more than held is never asked', async () => {
    const booking = await bookingPickedUpIn(30)
    const { sessionId, deposit } = await askHold(booking.id, booking.out)
    const paid = adyen.pay(sessionId, 'authorised')
    const reference = deposit?.reference ?? ''
    await notify(adyen.notification([authorisation(reference, paid.pspReference, deposit?.amount ?? 0)]))
    const actor = { userId: staff.manager.user.id, email: staff.manager.user.email }
    const settle = (amount: number, requestKey = randomUUID()) =>
      settleDepositByStaff({
        payload,
        bookingId: booking.id,
        step: 'capture',
        amount,
        reason: 'Cracked windscreen, report 17',
        actor,
        requestKey,
        now: new Date(),
      })
    expect(await settle((deposit?.amount ?? 0) + 100)).toEqual({ isOk: false, refusal: 'MORE_THAN_HELD' })
    expect(adyen.calls.some((call) => call.path.includes(`/payments/${paid.pspReference}/captures`))).toBe(false)
    const captured = await settle(900_000)
    expect(captured.isOk).toBe(true)
    await performEffects({ payload })
    const call = adyen.calls.find((entry) => entry.path === `/v72/payments/${paid.pspReference}/captures`)
    expect(call?.body).toEqual({
      merchantAccount: SETTINGS.merchantAccount,
      amount: { currency: 'ISK', value: 900_000 },
      reference,
    })
    // Asked, not yet confirmed: Adyen's CAPTURE notification confirms it.
    expect(await depositOf(booking.id)).toMatchObject({ status: 'capturing', capturedAmount: 900_000 })
    expect(await settle(100)).toEqual({ isOk: false, refusal: 'NOT_HELD' })
    const confirmation = adyen.notification([
      {
        eventCode: 'CAPTURE',
        success: true,
        pspReference: `CAPTURE${Date.now()}`,
        originalReference: paid.pspReference,
        merchantReference: reference,
        amount: { currency: 'ISK', value: 900_000 },
      },
    ])
    expect(await notify(confirmation)).toEqual({ status: 200, text: '[accepted]' })
    expect(await notify(confirmation)).toEqual({ status: 200, text: '[accepted]' })
    expect(await depositOf(booking.id)).toMatchObject({ status: 'captured', capturedAmount: 900_000 })
    const page = await loadBookingPage(payload, booking.id)
    expect(page?.ledger.lines.filter((line) => line.what.startsWith('Deposit captured'))).toHaveLength(1)
  })

  it('a forged or unsigned notification changes nothing', async () => {
    const booking = await bookingPickedUpIn(30)
    const { deposit } = await askHold(booking.id, booking.out)
    const forged = adyen.notification([authorisation(deposit?.reference ?? '', 'FORGED000000001', 1)], null)
    expect((await notify(forged)).status).toBe(401)
    const wrongKey = adyen.notification(
      [authorisation(deposit?.reference ?? '', 'FORGED000000002', 1)],
      '00'.repeat(32),
    )
    expect((await notify(wrongKey)).status).toBe(401)
    expect(await depositOf(booking.id)).toMatchObject({ status: 'pending', holdId: null })
  })

  it('is released with /cancels when the booking is cancelled, and a hold confirmed after that is released too', async () => {
    const booking = await bookingPickedUpIn(30)
    const { sessionId, deposit } = await askHold(booking.id, booking.out)
    const origin = new URL(env.SITE_URL).origin
    const cancelled = await cancel(
      new Request(`${origin}/api/booking-cancellations/${booking.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: staff.agent.cookie, origin },
        body: JSON.stringify({ reason: 'Changed plans' }),
      }),
      { params: Promise.resolve({ id: String(booking.id) }) },
    )
    expect(cancelled.status).toBe(200)
    // The renter finishes Adyen's page after the cancellation: the hold is released, not kept.
    const paid = adyen.pay(sessionId, 'authorised')
    const reference = deposit?.reference ?? ''
    await notify(adyen.notification([authorisation(reference, paid.pspReference, deposit?.amount ?? 0)]))
    await performEffects({ payload })
    expect(adyen.calls.filter((call) => call.path === `/v72/payments/${paid.pspReference}/cancels`)).toHaveLength(1)
    expect(await depositOf(booking.id)).toMatchObject({ status: 'releasing', holdId: paid.pspReference })
    const released = adyen.notification([
      {
        eventCode: 'CANCELLATION',
        success: true,
        pspReference: `CANCEL${Date.now()}`,
        originalReference: paid.pspReference,
        merchantReference: reference,
        amount: { currency: 'ISK', value: deposit?.amount ?? 0 },
      },
    ])
    expect(await notify(released)).toEqual({ status: 200, text: '[accepted]' })
    expect(await notify(released)).toEqual({ status: 200, text: '[accepted]' })
    expect(await depositOf(booking.id)).toMatchObject({ status: 'released' })
    const page = await loadBookingPage(payload, booking.id)
    expect(page?.ledger.lines.map((line) => line.what)).toContain('Deposit released')
  })

  it('is extended with an amount update for the same amount; a refusal goes to staff, the next ask is confirmed', async () => {
    const booking = await bookingPickedUpIn(30)
    const { sessionId, deposit } = await askHold(booking.id, booking.out)
    const paid = adyen.pay(sessionId, 'authorised')
    const reference = deposit?.reference ?? ''
    const amount = { currency: 'ISK', value: deposit?.amount ?? 0 }
    await notify(adyen.notification([authorisation(reference, paid.pspReference, amount.value)]))
    await ageHold(booking.id, 26)
    const now = new Date()
    // Asked once, however often the sweep comes round before an answer.
    expect(await extendHoldIfDue({ payload, bookingId: booking.id, now })).toHaveLength(1)
    expect(await extendHoldIfDue({ payload, bookingId: booking.id, now: new Date(now.getTime() + 60_000) })).toEqual([])
    await performEffects({ payload })
    const path = `/v72/payments/${paid.pspReference}/amountUpdates`
    const asked = () => adyen.calls.filter((call) => call.path === path)
    expect(asked().map((call) => call.body)).toEqual([
      { merchantAccount: SETTINGS.merchantAccount, amount, reference, industryUsage: 'delayedCharge' },
    ])
    expect((await depositOf(booking.id))?.extendedAt).toBeFalsy()
    const adjustment = (success: boolean) =>
      adyen.notification([
        {
          eventCode: 'AUTHORISATION_ADJUSTMENT',
          success,
          pspReference: `ADJUST${success ? 1 : 0}${String(Date.now())}`,
          originalReference: paid.pspReference,
          merchantReference: reference,
          amount,
        },
      ])
    // The issuer refuses: the hold stays held, and staff are told.
    expectConsoleError(/DEPOSIT_EXTEND_FAILED \(try 1, needs attention\)/)
    expect(await notify(adjustment(false))).toEqual({ status: 200, text: '[accepted]' })
    await performEffects({ payload })
    expect(await depositOf(booking.id)).toMatchObject({ status: 'held', extendedAt: null })
    const notices = (await effectsOf(booking.id)).filter((effect) => effect.kind === 'provider-notice')
    expect(notices.map((effect) => [effect.status, (effect.input as { notice?: string }).notice])).toEqual([
      ['needs-attention', 'DEPOSIT_EXTEND_FAILED'],
    ])
    // Twelve hours on, asked again with a key of its own; Adyen confirms it this time.
    const later = new Date(now.getTime() + 12 * 3_600_000)
    expect(await extendHoldIfDue({ payload, bookingId: booking.id, now: later })).toHaveLength(1)
    await performEffects({ payload })
    expect(asked()).toHaveLength(2)
    expect(new Set(asked().map((call) => call.headers['idempotency-key'])).size).toBe(2)
    expect(await notify(adjustment(true))).toEqual({ status: 200, text: '[accepted]' })
    const extended = await depositOf(booking.id)
    expect(extended).toMatchObject({ status: 'held', holdId: paid.pspReference })
    expect(extended?.extendedAt).toBeTruthy()
  })
})
