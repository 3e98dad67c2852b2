import { describe, expect, it } from 'vitest'

import { cancellationTerms, oneRentalDay } from './cancellation'

const pickupAt = new Date('2027-06-10T12:00:00Z')
const HOUR = 60 * 60 * 1000
/** ISK per EUR locked on the booking. */
const rates = { EUR: 1, ISK: 143.111 }
/** €45.00 a day: 5 days of rent at €225.00. */
const dayPrice = oneRentalDay({ rent: { amount: 22_500, currency: 'EUR' }, days: 5 })
/** €300.00 paid, in ISK minor units as charged. */
const paidIsk = 4_293_330

function termsAt(now: Date, overrides: Partial<Parameters<typeof cancellationTerms>[0]> = {}) {
  return cancellationTerms({
    status: 'confirmed',
    pickupAt,
    now,
    freeHours: 48,
    dayPrice,
    paidIsk,
    rates,
    ...overrides,
  })
}

describe('one rental day', () => {
  it('is the booking’s own rent over its days', () => {
    expect(oneRentalDay({ rent: { amount: 22_500, currency: 'EUR' }, days: 5 })).toEqual({
      amount: 4_500,
      currency: 'EUR',
    })
  })

  it('rounds down to the cent, never more than a day of the rent', () => {
    expect(oneRentalDay({ rent: { amount: 10_000, currency: 'EUR' }, days: 3 }).amount).toBe(3_333)
  })

  it('is the whole rent of a one-day rental', () => {
    expect(oneRentalDay({ rent: { amount: 4_190, currency: 'ISK' }, days: 1 })).toEqual({
      amount: 4_190,
      currency: 'ISK',
    })
  })
})

describe('cancellation terms', () => {
  it('are free until the deadline, refunding all that was paid', () => {
    const terms = termsAt(new Date('2027-06-08T11:59:59Z'))
    expect(terms).toEqual({
      kind: 'free',
      deadline: new Date('2027-06-08T12:00:00Z'),
      fee: { amount: 0, currency: 'EUR' },
      feeIsk: 0,
      paidIsk,
      keptIsk: 0,
      refundIsk: paidIsk,
    })
  })

  it('charge one rental day from the deadline itself on', () => {
    const terms = termsAt(new Date('2027-06-08T12:00:00Z'))
    expect(terms).toMatchObject({ kind: 'fee', fee: { amount: 4_500, currency: 'EUR' } })
  })

  it('charge a booking made 10 h before pickup one rental day, and refund the rest', () => {
    const terms = termsAt(new Date(pickupAt.getTime() - 10 * HOUR))
    // €45.00 at 143.111 ISK = 6,439.995 kr., rounded down to whole krónur as the card is charged (ADR 033).
    expect(terms).toEqual({
      kind: 'fee',
      deadline: new Date('2027-06-08T12:00:00Z'),
      fee: { amount: 4_500, currency: 'EUR' },
      feeIsk: 643_900,
      paidIsk,
      keptIsk: 643_900,
      refundIsk: paidIsk - 643_900,
    })
  })

  it('keep nothing of a pay-at-pickup booking with nothing paid: the fee is taken from money paid only', () => {
    const terms = termsAt(new Date(pickupAt.getTime() - 10 * HOUR), { paidIsk: 0 })
    expect(terms).toMatchObject({ kind: 'fee', fee: { amount: 4_500 }, feeIsk: 643_900, keptIsk: 0, refundIsk: 0 })
  })

  it('never keep more than was paid, nor refund a negative amount', () => {
    const terms = termsAt(new Date(pickupAt.getTime() - HOUR), { paidIsk: 100_000 })
    expect(terms).toMatchObject({ kind: 'fee', keptIsk: 100_000, refundIsk: 0 })
  })

  it('keep the fee in ISK when the booking is in ISK', () => {
    const iskDay = oneRentalDay({ rent: { amount: 3_000_000, currency: 'ISK' }, days: 3 })
    const terms = termsAt(new Date(pickupAt.getTime() - HOUR), { dayPrice: iskDay, paidIsk: 3_500_000 })
    expect(terms).toMatchObject({ kind: 'fee', feeIsk: 1_000_000, keptIsk: 1_000_000, refundIsk: 2_500_000 })
  })

  it('keep nothing when the booking currency has no rate, rather than a guessed fee', () => {
    const terms = termsAt(new Date(pickupAt.getTime() - HOUR), { rates: { EUR: 1 } })
    expect(terms).toMatchObject({ kind: 'fee', keptIsk: 0, refundIsk: paidIsk })
  })

  it('follow the configured window', () => {
    const now = new Date('2027-06-09T13:00:00Z')
    expect(termsAt(now, { freeHours: 12 }).kind).toBe('free')
    expect(termsAt(now, { freeHours: 24 }).kind).toBe('fee')
  })

  it('close once the pickup time has come', () => {
    expect(termsAt(pickupAt)).toMatchObject({ kind: 'closed', reason: 'STARTED' })
  })

  it('close once the car has been handed over, even before the pickup time', () => {
    const early = new Date(pickupAt.getTime() - HOUR)
    expect(termsAt(early).kind).toBe('fee')
    expect(termsAt(early, { isHandedOver: true })).toMatchObject({ kind: 'closed', reason: 'STARTED' })
  })

  it('close for an already cancelled booking, and any other not confirmed', () => {
    const now = new Date('2027-01-01T00:00:00Z')
    for (const status of ['cancelled', 'held', 'requested', 'expired']) {
      expect(termsAt(now, { status })).toMatchObject({ kind: 'closed', reason: 'NOT_CONFIRMED' })
    }
  })
})
