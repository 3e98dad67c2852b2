import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { withItems, withMainProtection, type ServiceChoice } from '@/domain/booking/manage-changes'
import { cardPaymentSchema } from '@/domain/validation/card'
import { payManagedBalance } from '@/server/manage/pay-balance'
import { saveManagedChanges } from '@/server/manage/save-changes'
import { paymentProvider } from '@/server/payments/registry'
import { storedSelections } from '@/server/rental/booking-store'

import { bootPayload } from './payload'
import { payNow, savedBooking, TEST_CARDS } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

const NOW = new Date('2026-11-22T12:00:00Z')
const DRIVERS = [{ firstName: 'Jon', lastName: 'Gudmundsdottir', licenseNumber: 'IS-1', isAdditional: false }]
const GPS = { code: 501, isMaxOne: true, maxQuantity: 1 }
const CHILD_SEAT = { code: 502, isMaxOne: false, maxQuantity: 2 }

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 6, suv: 1, van: 1 })
})

async function stored(id: number) {
  return payload.findByID({ collection: 'bookings', id, depth: 0 })
}

async function current(id: number): Promise<ServiceChoice[]> {
  return storedSelections(await stored(id))
}

function save(booking: { VoucherNumber: string }, services: readonly ServiceChoice[]) {
  return saveManagedChanges({
    payload,
    access: { voucherNumber: booking.VoucherNumber, lastName: 'Gudmundsdóttir' },
    services,
    drivers: DRIVERS,
    locale: 'en',
    now: NOW,
  })
}

function lineOf(doc: Awaited<ReturnType<typeof stored>>, code: number) {
  return doc.services?.find((line) => line.code === code)
}

describe('manage mode reprices changes with the rental engine', () => {
  it('adds, changes and removes extras; quantity 0 removes; a max-one extra counts once', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    const before = await stored(booking.BookingId)
    const baseTotal = before.totals?.total ?? 0

    // Adding: a GPS (max one: asking for 3 still gives 1) and two child seats, for a 2-day rental.
    const added = await save(
      booking,
      withItems(await current(booking.BookingId), [
        { ...GPS, isAdded: true, quantity: 3 },
        { ...CHILD_SEAT, isAdded: true, quantity: 2 },
      ]),
    )
    expect(added.isOk).toBe(true)
    const afterAdd = await stored(booking.BookingId)
    expect(lineOf(afterAdd, 501)).toMatchObject({ quantity: 1, amount: 700 * 2 })
    expect(lineOf(afterAdd, 502)).toMatchObject({ quantity: 2, amount: 800 * 2 * 2 })
    expect(afterAdd.totals?.total).toBe(baseTotal + 1400 + 3200)

    // More than the maximum is clamped by the engine too, even when the choice skips the domain rule.
    const tooMany = await save(booking, [
      ...(await current(booking.BookingId)).filter((choice) => choice.code !== 502),
      { code: 502, quantity: 9, isSelected: true },
    ])
    expect(tooMany.isOk).toBe(true)
    expect(lineOf(await stored(booking.BookingId), 502)?.quantity).toBe(2)

    // Quantity 0 removes a countable extra; unticking the max-one extra removes it.
    const removed = await save(
      booking,
      withItems(await current(booking.BookingId), [
        { ...CHILD_SEAT, isAdded: true, quantity: 0 },
        { ...GPS, isAdded: false, quantity: 0 },
      ]),
    )
    expect(removed.isOk).toBe(true)
    const afterRemove = await stored(booking.BookingId)
    expect(lineOf(afterRemove, 501)).toBeUndefined()
    expect(lineOf(afterRemove, 502)).toBeUndefined()
    expect(afterRemove.totals?.total).toBe(baseTotal)

    // A higher protection replaces the basic one: one main protection only.
    const premium = await save(booking, withMainProtection(await current(booking.BookingId), 12))
    expect(premium.isOk).toBe(true)
    const afterPremium = await stored(booking.BookingId)
    const mains = afterPremium.services?.filter((line) => [8, 9, 12].includes(line.code)) ?? []
    expect(mains.map((line) => line.code)).toEqual([12])
    expect(afterPremium.totals?.total).toBe(baseTotal + 3000 * 2)

    // The renter gets a change e-mail for each saved change.
    const mails = await payload.find({
      collection: 'outbox-messages',
      where: { and: [{ booking: { equals: booking.BookingId } }, { kind: { equals: 'booking-change' } }] },
    })
    expect(mails.totalDocs).toBe(4)
  })

  it('refuses a wrong last name without changing anything', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const before = await stored(booking.BookingId)
    const refused = await saveManagedChanges({
      payload,
      access: { voucherNumber: booking.VoucherNumber, lastName: 'Someone' },
      services: withMainProtection(await current(booking.BookingId), 12),
      drivers: DRIVERS,
      locale: 'en',
      now: NOW,
    })
    expect(refused).toMatchObject({ isOk: false, error: { code: 'BOOKING_NOT_FOUND' } })
    expect((await stored(booking.BookingId)).totals).toEqual(before.totals)
  })
})

describe('payments stay counted once when changes follow payments', () => {
  it('keeps what was paid through raises, a balance payment and a cut', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const paid = await payNow({ booking, cardNumber: TEST_CARDS.success })
    expect(paid.json.data).toMatchObject({ status: 'COLLECTED' })
    const afterPay = await stored(booking.BookingId)
    const firstPaid = afterPay.totals?.totalPaid ?? 0
    expect(firstPaid).toBe(afterPay.totals?.total)

    // A raise: the paid amount stays, the balance is exactly the difference.
    const raised = await save(booking, withMainProtection(await current(booking.BookingId), 12))
    expect(raised.isOk).toBe(true)
    const afterRaise = await stored(booking.BookingId)
    expect(afterRaise.totals?.totalPaid).toBe(firstPaid)
    const difference = (afterRaise.totals?.total ?? 0) - firstPaid
    expect(difference).toBeGreaterThan(0)
    expect(afterRaise.totals?.maximumPaymentAmount).toBe(difference)
    if (raised.isOk) expect(raised.value.view.MaximumPaymentAmount).toBe(difference / 100)

    // The balance is paid through the order (it exists: the booking was paid by card).
    const provider = paymentProvider(payload)
    if (!provider.isOk) throw new Error('no provider')
    const card = cardPaymentSchema(NOW).parse({
      cardNumber: TEST_CARDS.success,
      cvc: '123',
      expiry: '12/2030',
      cardholderName: 'Jon Gudmundsdottir',
    })
    const pay = (key: string) =>
      payManagedBalance({
        payload,
        provider: provider.value,
        access: { voucherNumber: booking.VoucherNumber, lastName: 'GUDMUNDSDOTTIR' },
        bookingNumber: booking.Number,
        card,
        successPath: '/manage-booking/confirmation',
        idempotencyKey: key,
        clientIp: '192.0.2.20',
        locale: 'en',
        now: NOW,
      })
    const key = `manage-${randomUUID()}`
    const balance = await pay(key)
    expect(balance.isOk && balance.value).toMatchObject({ status: 'COLLECTED', outcome: 'success' })
    if (balance.isOk) expect(balance.value.redirectUrl).toMatch(/\/manage-booking\/confirmation\?payment=pay_/)
    // A double submit with the same key charges once.
    const again = await pay(key)
    expect(again.isOk && balance.isOk && again.value.reference).toBe(balance.isOk && balance.value.reference)
    const afterBalance = await stored(booking.BookingId)
    expect(afterBalance.payments).toHaveLength(2)
    expect(afterBalance.totals?.totalPaid).toBe(afterBalance.totals?.total)
    expect(afterBalance.totals?.maximumPaymentAmount).toBe(0)
    // Nothing left: a further payment is refused and takes nothing.
    const nothing = await pay(`manage-${randomUUID()}`)
    expect(nothing).toMatchObject({ isOk: false })
    expect((await stored(booking.BookingId)).payments).toHaveLength(2)

    // A cut below what was paid: the difference is refunded through the payment port and recorded on
    // the booking; what is kept is the new total, nothing is due.
    const cut = await save(booking, withMainProtection(await current(booking.BookingId), 8))
    expect(cut.isOk).toBe(true)
    const afterCut = await stored(booking.BookingId)
    expect(afterCut.totals?.total).toBeLessThan(afterBalance.totals?.totalPaid ?? 0)
    expect(afterCut.totals?.totalPaid).toBe(afterCut.totals?.total)
    expect(afterCut.totals?.maximumPaymentAmount).toBe(0)
    const overpaid = afterCut.refunds?.filter((refund) => refund.reason === 'overpayment') ?? []
    expect(overpaid.map((refund) => refund.status)).toEqual(overpaid.map(() => 'refunded'))
    const refundedIsk = overpaid.reduce((sum, refund) => sum + refund.amount, 0)
    expect(refundedIsk).toBeGreaterThan(0)
    if (cut.isOk) {
      expect(cut.value.view.MaximumPaymentAmount).toBe(0)
      expect(cut.value.refundedIsk).toBe(refundedIsk)
    }
    // The gateway gave back exactly what the booking records.
    const ledger = await payload.find({ collection: 'gateway-transactions', limit: 500, depth: 0 })
    const givenBack = ledger.docs
      .filter((entry) => afterCut.payments?.some((payment) => payment.transactionId === entry.transactionId))
      .reduce((sum, entry) => sum + (entry.refundedAmount ?? 0), 0)
    expect(givenBack).toBe(refundedIsk)

    // Raised again to the same protection: the refunded difference is due again, once.
    const back = await save(booking, withMainProtection(await current(booking.BookingId), 12))
    expect(back.isOk).toBe(true)
    const afterBack = await stored(booking.BookingId)
    expect(afterBack.totals?.total).toBe(afterBalance.totals?.total)
    expect(afterBack.totals?.maximumPaymentAmount).toBe((afterBack.totals?.total ?? 0) - (afterCut.totals?.total ?? 0))
  })
})

describe('a downgrade refunds the difference once', () => {
  it('gives back what was paid beyond the new total once, through retries and a second tab', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy })
    const premium = await save(booking, withMainProtection(await current(booking.BookingId), 12))
    expect(premium.isOk).toBe(true)
    const paid = await payNow({ booking, cardNumber: TEST_CARDS.success })
    expect(paid.json.data).toMatchObject({ status: 'COLLECTED' })
    const afterPay = await stored(booking.BookingId)
    expect(afterPay.totals?.totalPaid).toBe(afterPay.totals?.total)

    // Premium → Standard in two tabs at once, then the same save retried.
    const standard = withMainProtection(await current(booking.BookingId), 9)
    const [first, second] = await Promise.all([save(booking, standard), save(booking, standard)])
    expect(first.isOk && second.isOk).toBe(true)
    const retried = await save(booking, standard)
    expect(retried.isOk && retried.value.refundedIsk).toBe(0)
    const afterCut = await stored(booking.BookingId)
    const refunds = afterCut.refunds?.filter((refund) => refund.reason === 'overpayment') ?? []
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ kind: 'refund', status: 'refunded' })
    const recorded = [first, second].map((result) => (result.isOk ? result.value.refundedIsk : -1))
    expect(recorded.sort((left, right) => left - right)).toEqual([0, refunds[0]?.amount])
    expect(afterCut.totals?.totalPaid).toBe(afterCut.totals?.total)
    expect(afterCut.totals?.maximumPaymentAmount).toBe(0)
    const entry = (await payload.find({ collection: 'gateway-transactions', limit: 500, depth: 0 })).docs.find(
      (candidate) => candidate.transactionId === afterPay.payments?.[0]?.transactionId,
    )
    expect(entry?.refundedAmount).toBe(refunds[0]?.amount)

    // A second downgrade (Standard → Basic) is a refund of its own, not the first one asked again.
    const basic = await save(booking, withMainProtection(await current(booking.BookingId), 8))
    expect(basic.isOk && basic.value.refundedIsk).toBeGreaterThan(0)
    const afterBasic = await stored(booking.BookingId)
    const all = afterBasic.refunds?.filter((refund) => refund.reason === 'overpayment') ?? []
    expect(all).toHaveLength(2)
    const entryAfter = (await payload.find({ collection: 'gateway-transactions', limit: 500, depth: 0 })).docs.find(
      (candidate) => candidate.transactionId === afterPay.payments?.[0]?.transactionId,
    )
    expect(entryAfter?.refundedAmount).toBe(all.reduce((sum, refund) => sum + refund.amount, 0))
    expect(afterBasic.totals?.totalPaid).toBe(afterBasic.totals?.total)
  })

  it('gives nothing back for a booking paid at pickup', async () => {
    const booking = await savedBooking({ categoryId: fleet.categoryIds.economy, isPayAtPickup: true })
    await save(booking, withMainProtection(await current(booking.BookingId), 12))
    const cut = await save(booking, withMainProtection(await current(booking.BookingId), 8))
    expect(cut.isOk && cut.value.refundedIsk).toBe(0)
    expect((await stored(booking.BookingId)).refunds ?? []).toEqual([])
  })
})
