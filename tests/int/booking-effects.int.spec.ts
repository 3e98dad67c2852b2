// Issue 26: money survives a crash. Each test stops the work where a killed server would have
// stopped it (after the provider's charge, after a commit), then lets the reconciliation sweep and
// the effects worker finish it. SQLite by default, PostgreSQL with TEST_DB.
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { cardPaymentSchema } from '@/domain/validation/card'
import { cancelBooking } from '@/server/bookings/commands/cancel'
import { claimEffects, markEffectFailed, recordEffects } from '@/server/bookings/effects/effect-store'
import { performEffects, performSoon } from '@/server/bookings/effects/perform-effects'
import { withRequestDeadline } from '@/server/async/request-deadline'
import { cardDetails } from '@/server/payments/api/card-details'
import { insertAttempt, newReference } from '@/server/payments/attempt-store'
import { payBooking } from '@/server/payments/pay-booking'
import { reconcileOpenAttempts } from '@/server/payments/reconcile-open-attempts'
import { paymentProvider } from '@/server/payments/registry'
import { settlementFor } from '@/server/payments/settlement-amount'
import { sql } from '@/server/rental/db/sql'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'
import { MAX_EFFECT_ATTEMPTS } from '@/domain/bookings/effects'

import { expectConsoleError } from '../support/console-guard'

import { bootPayload } from './payload'
import { card, savedBooking, TEST_CARDS } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 40, suv: 1, van: 1 })
})

type Booking = Awaited<ReturnType<typeof savedBooking>>

const MINUTE = 60_000

/** What paying the booking in full charges, in ISK minor units at its locked rate. */
async function balanceIsk(bookingId: number): Promise<number> {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })
  const settlement = await settlementFor({ payload, booking })
  if (!settlement.isOk) throw new Error(`nothing to pay: ${settlement.error.code}`)
  return settlement.value.amount.amount
}

function gateway() {
  const provider = paymentProvider(payload)
  if (!provider.isOk) throw new Error('no payment provider')
  return provider.value
}

/**
 * What a server killed right after the provider's answer leaves: the attempt recorded pending
 * (before the provider was asked), the provider holding the money, nothing of it on the booking.
 */
async function chargedButNotRecorded(booking: Booking, cardNumber: string = TEST_CARDS.success) {
  const now = new Date()
  const amount = await balanceIsk(booking.BookingId)
  const attempt = await insertAttempt(payload, {
    idempotencyKey: `crash-${randomUUID()}`,
    reference: newReference(),
    booking: booking.BookingId,
    flow: 'booking',
    provider: 'gateway',
    status: 'pending',
    maskedPan: '424242******4242',
    amount,
    currency: 'ISK',
    bookingAmount: booking.total * 100,
    fingerprint: `${booking.BookingId}:booking:balance`,
    locale: 'en',
  })
  const checked = cardPaymentSchema(now).parse(card(cardNumber))
  const created = await gateway().createPayment({
    idempotencyKey: attempt.idempotencyKey,
    reference: attempt.reference,
    amount: { amount, currency: 'ISK' },
    card: cardDetails(checked),
    description: 'crash test',
    returnUrl: 'http://localhost/return',
    callbackUrl: 'http://127.0.0.1:9/unreachable',
    now,
  })
  if (!created.isOk) throw new Error('the gateway refused')
  return attempt
}

async function bookingOf(id: number) {
  return payload.findByID({ collection: 'bookings', id, depth: 0 })
}

async function mailsOf(bookingId: number, kind: string) {
  const { docs } = await payload.find({
    collection: 'outbox-messages',
    where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: kind } }] },
    depth: 0,
  })
  return docs
}

async function gatewayEntriesOf(references: readonly string[]) {
  const { docs } = await payload.find({
    collection: 'gateway-transactions',
    where: { reference: { in: [...references] } },
    depth: 0,
  })
  return docs
}

async function attemptsOf(bookingId: number) {
  const { docs } = await payload.find({
    collection: 'payment-attempts',
    where: { booking: { equals: bookingId } },
    depth: 0,
    sort: 'createdAt',
  })
  return docs
}

/** Every effect that is due, performed as the worker would; and once more, which must change nothing. */
async function runWorker(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    const done = await performEffects({ payload })
    if (done.done + done.retried + done.needAttention === 0) break
  }
}

describe('a server killed after the provider took the money', () => {
  it('is settled by the sweep: the charge lands on its booking, the confirmation is sent once', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const attempt = await chargedButNotRecorded(booking)
    expect((await bookingOf(booking.BookingId)).payments ?? []).toEqual([])

    // Too young to ask about: left for the next round.
    expect(await reconcileOpenAttempts({ payload, now: new Date() })).toBe(0)
    expect(await reconcileOpenAttempts({ payload, now: new Date(Date.now() + 2 * MINUTE) })).toBeGreaterThanOrEqual(1)
    const stored = await bookingOf(booking.BookingId)
    expect(stored.payments?.map((payment) => payment.status)).toEqual(['COLLECTED'])
    expect(stored.totals?.totalPaid).toBe(stored.totals?.total)
    expect(stored.heldUntil).toBeNull()

    await runWorker()
    await runWorker()
    const mails = await mailsOf(booking.BookingId, 'booking-confirmation')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.effectKey).toBe(`mail:booking-confirmation:${booking.BookingId}:${attempt.reference}`)
  })

  it('a reload with a new key gets that payment back instead of charging again', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const lost = await chargedButNotRecorded(booking)
    const reload = await payBooking({
      payload,
      provider: gateway(),
      request: {
        BookingId: booking.BookingId,
        VoucherNumber: booking.VoucherNumber,
        card: cardPaymentSchema(new Date()).parse(card(TEST_CARDS.success)),
      },
      idempotencyKey: `reload-${randomUUID()}`,
      clientIp: '198.51.100.200',
      now: new Date(Date.now() + 3 * MINUTE),
    })
    expect(reload.isOk && reload.value.outcome).toBe('success')
    expect(reload.isOk && reload.value.reference).toBe(lost.reference)
    const attempts = await attemptsOf(booking.BookingId)
    expect(attempts.map((attempt) => attempt.status)).toEqual(['COLLECTED'])
    const charged = await gatewayEntriesOf(attempts.map((attempt) => attempt.reference))
    expect(charged).toHaveLength(1)
    expect((await bookingOf(booking.BookingId)).payments).toHaveLength(1)
  })
})

describe('a server killed before the provider was asked', () => {
  it('the attempt the provider never saw is closed a minute later, and the visitor can pay', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const now = new Date()
    const orphan = await insertAttempt(payload, {
      idempotencyKey: `orphan-${randomUUID()}`,
      reference: newReference(),
      booking: booking.BookingId,
      flow: 'booking',
      provider: 'gateway',
      status: 'pending',
      amount: await balanceIsk(booking.BookingId),
      currency: 'ISK',
      bookingAmount: booking.total * 100,
      fingerprint: `${booking.BookingId}:booking:balance`,
      locale: 'en',
    })
    // Soon after, its provider call may still be under way: it is not closed yet.
    await reconcileOpenAttempts({ payload, now: new Date(now.getTime() + MINUTE + 1_000) })
    expect((await attemptsOf(booking.BookingId)).map((attempt) => attempt.status)).toEqual(['pending'])
    await reconcileOpenAttempts({ payload, now: new Date(now.getTime() + 4 * MINUTE) })
    const [closed] = await attemptsOf(booking.BookingId)
    expect(closed?.reference).toBe(orphan.reference)
    expect(closed?.status).toBe('voided')
    expect(await gatewayEntriesOf([orphan.reference])).toHaveLength(0)
  })
})

describe('a cancellation killed after its commit', () => {
  it('the worker refunds the payment and sends the cancellation e-mail once', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const attempt = await chargedButNotRecorded(booking)
    await reconcileOpenAttempts({ payload, now: new Date(Date.now() + 2 * MINUTE) })
    await runWorker()

    // The command commits; the process dies before performing anything.
    const cancelled = await cancelBooking({ payload, bookingId: booking.BookingId, now: new Date() })
    expect(cancelled.isCancelled).toBe(true)
    const pending = await bookingOf(booking.BookingId)
    expect(pending.status).toBe('cancelled')
    expect(pending.refunds?.map((refund) => [refund.reason, refund.status])).toEqual([['cancellation', 'pending']])

    await runWorker()
    const refunded = await bookingOf(booking.BookingId)
    expect(refunded.refunds?.map((refund) => refund.status)).toEqual(['refunded'])
    expect(refunded.totals?.totalPaid).toBe(0)
    const [entry] = await gatewayEntriesOf([attempt.reference])
    expect(entry?.refundedAmount).toBe(entry?.amount)
    expect(await mailsOf(booking.BookingId, 'booking-cancellation')).toHaveLength(1)

    // A second cancel changes nothing and records nothing.
    expect((await cancelBooking({ payload, bookingId: booking.BookingId, now: new Date() })).isCancelled).toBe(false)
    await runWorker()
    expect(await mailsOf(booking.BookingId, 'booking-cancellation')).toHaveLength(1)
  })
})

describe('the effects worker', () => {
  it('records an effect once per key, however often its change is retried', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const effect = {
      key: `mail:test:${randomUUID()}`,
      bookingId: booking.BookingId,
      input: { kind: 'mail' as const, mail: 'booking-change' as const },
    }
    const record = () =>
      withWriteTransaction<number[]>({ payload, lockKeys: [] }, async ({ req }) => ({
        isOk: true,
        value: await recordEffects({ payload, req, effects: [effect] }),
      }))
    const first = await record()
    const again = await record()
    expect(first.isOk && first.value).toHaveLength(1)
    expect(again.isOk && again.value).toEqual([])
  })

  it('claims an effect for one worker at a time, and again once its lease has ended', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const ids = await recordOne(booking.BookingId)
    const [a, b] = await Promise.all([
      claimEffects({ payload, now: new Date(), limit: 5, ids }),
      claimEffects({ payload, now: new Date(), limit: 5, ids }),
    ])
    expect([...(a ?? []), ...(b ?? [])]).toHaveLength(1)
    // The worker that claimed it died: after its lease another takes it, and the try counts.
    const later = await claimEffects({ payload, now: new Date(Date.now() + 3 * MINUTE), limit: 5, ids })
    expect(later.map((effect) => effect.attempts)).toEqual([2])
  })

  it("a request waits for its change's effects only while it has time; they are done all the same", async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const [id = 0] = await recordOne(booking.BookingId)
    // Another writer holds the effect's row (on SQLite the write lock): performing it has to wait.
    let letGo: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (letGo = resolve))
    let held: () => void = () => undefined
    const isHeld = new Promise<void>((resolve) => (held = resolve))
    const holder = withWriteTransaction({ payload, lockKeys: [] }, async ({ runner }) => {
      await runner.rows(sql`UPDATE booking_effects SET updated_at = updated_at WHERE id = ${id}`)
      held()
      await gate
      return { isOk: true, value: undefined }
    })
    await isHeld
    const started = performance.now()
    await withRequestDeadline(300, () => performSoon(payload, [id]))
    const waitedMs = performance.now() - started
    letGo()
    await holder
    // Not the 5 s a request otherwise gives its effects.
    expect(waitedMs).toBeGreaterThanOrEqual(250)
    expect(waitedMs).toBeLessThan(2_000)
    const statusOf = async () => (await payload.findByID({ collection: 'booking-effects', id, depth: 0 })).status
    await expect.poll(statusOf, { timeout: 15_000 }).toBe('done')
  })

  it('backs off after a failure and hands the effect to staff after the last try', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const ids = await recordOne(booking.BookingId)
    let at = Date.now()
    for (let attempt = 1; attempt <= MAX_EFFECT_ATTEMPTS; attempt += 1) {
      const [claimed] = await claimEffects({ payload, now: new Date(at), limit: 1, ids })
      expect(claimed?.attempts).toBe(attempt)
      if (!claimed) return
      // Not due again before its back-off.
      const status = await markEffectFailed({
        payload,
        effect: claimed,
        reason: 'SMTP_DOWN',
        isFinal: false,
        now: new Date(at),
      })
      expect(await claimEffects({ payload, now: new Date(at + 1_000), limit: 1, ids })).toEqual([])
      expect(status).toBe(attempt < MAX_EFFECT_ATTEMPTS ? 'pending' : 'needs-attention')
      at += 61_000
    }
    const [effect] = (await payload.find({ collection: 'booking-effects', where: { id: { in: ids } }, depth: 0 })).docs
    expect(effect).toMatchObject({ status: 'needs-attention', lastError: 'SMTP_DOWN', attempts: MAX_EFFECT_ATTEMPTS })
    expect(await claimEffects({ payload, now: new Date(at + 3_600_000), limit: 1, ids })).toEqual([])
  })

  it('hands a refund the provider refuses for good to staff at once, recorded as failed', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    await chargedButNotRecorded(booking)
    await reconcileOpenAttempts({ payload, now: new Date(Date.now() + 2 * MINUTE) })
    await runWorker()
    // Staff gave the money back at the provider already: the refund it is asked for exceeds what is left.
    const stored = await bookingOf(booking.BookingId)
    const transactionId = stored.payments?.[0]?.transactionId ?? ''
    const { docs } = await payload.find({
      collection: 'gateway-transactions',
      where: { transactionId: { equals: transactionId } },
    })
    await payload.update({
      collection: 'gateway-transactions',
      id: docs[0]?.id ?? 0,
      data: { refundedAmount: docs[0]?.amount },
    })

    await cancelBooking({ payload, bookingId: booking.BookingId, now: new Date() })
    expectConsoleError(/^\[effect give-back\] booking \d+: AMOUNT_TOO_HIGH \(try 1, needs attention\)$/)
    await runWorker()
    const after = await bookingOf(booking.BookingId)
    expect(after.refunds?.map((refund) => refund.status)).toEqual(['failed'])
    const { docs: effects } = await payload.find({
      collection: 'booking-effects',
      where: { and: [{ booking: { equals: booking.BookingId } }, { kind: { equals: 'give-back' } }] },
      depth: 0,
    })
    expect(effects.map((effect) => [effect.status, effect.lastError])).toEqual([['needs-attention', 'AMOUNT_TOO_HIGH']])
  })
})

async function recordOne(bookingId: number): Promise<number[]> {
  const recorded = await withWriteTransaction<number[]>({ payload, lockKeys: [] }, async ({ req }) => ({
    isOk: true,
    value: await recordEffects({
      payload,
      req,
      effects: [{ key: `mail:test:${randomUUID()}`, bookingId, input: { kind: 'mail', mail: 'booking-change' } }],
    }),
  }))
  if (!recorded.isOk) throw new Error('not recorded')
  return recorded.value
}
