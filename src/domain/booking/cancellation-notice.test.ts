import { describe, expect, it } from 'vitest'

import { cancellationTerms, oneRentalDay } from './cancellation'
import { cancellationNotice, cancellationSentence } from './cancellation-notice'

const pickupAt = new Date('2027-06-10T12:00:00Z')
const rates = { EUR: 1, ISK: 140 }
const lateNow = new Date(pickupAt.getTime() - 10 * 60 * 60 * 1000)

function termsOf(params: { now: Date; paidIsk: number; currency?: 'EUR' | 'ISK'; status?: string }) {
  const currency = params.currency ?? 'EUR'
  return cancellationTerms({
    status: params.status ?? 'confirmed',
    pickupAt,
    now: params.now,
    freeHours: 48,
    dayPrice: oneRentalDay({ rent: { amount: currency === 'EUR' ? 9_000 : 1_260_000, currency }, days: 2 }),
    paidIsk: params.paidIsk,
    rates,
  })
}

describe('cancellation notice', () => {
  it('says free until the deadline inside the window', () => {
    const notice = cancellationNotice({ terms: termsOf({ now: new Date('2027-06-01T00:00:00Z'), paidIsk: 0 }), rates })
    expect(notice).toEqual({ key: 'free', deadline: new Date('2027-06-08T12:00:00Z') })
  })

  it('states the fee in the booking currency and in ISK as charged, with the refund, once late', () => {
    // €45.00 a day at 140 ISK = 6,300 kr.; paid €150.00 = 21,000 kr.
    const notice = cancellationNotice({ terms: termsOf({ now: lateNow, paidIsk: 2_100_000 }), rates })
    expect(notice).toEqual({
      key: 'fee',
      deadline: new Date('2027-06-08T12:00:00Z'),
      fee: { amount: { amount: 4_500, currency: 'EUR' }, charged: { amount: 630_000, currency: 'ISK' } },
      kept: { amount: { amount: 4_500, currency: 'EUR' }, charged: { amount: 630_000, currency: 'ISK' } },
      refund: { amount: { amount: 10_500, currency: 'EUR' }, charged: { amount: 1_470_000, currency: 'ISK' } },
      paid: { amount: { amount: 15_000, currency: 'EUR' }, charged: { amount: 2_100_000, currency: 'ISK' } },
    })
  })

  it('reads a fee rounded down to ISK back as the day in euros', () => {
    const terms = cancellationTerms({
      status: 'confirmed',
      pickupAt,
      now: lateNow,
      freeHours: 48,
      dayPrice: { amount: 4_500, currency: 'EUR' },
      paidIsk: 1_287_900,
      rates: { EUR: 1, ISK: 143.111 },
    })
    // €45.00 × 143.111 = 6,439.995 kr., charged as 6,439 kr. (whole krónur, rounded down: ADR 033).
    const notice = cancellationNotice({ terms, rates: { EUR: 1, ISK: 143.111 } })
    expect(notice).toMatchObject({
      fee: { amount: { amount: 4_500, currency: 'EUR' }, charged: { amount: 643_900, currency: 'ISK' } },
      kept: { amount: { amount: 4_500, currency: 'EUR' }, charged: { amount: 643_900, currency: 'ISK' } },
      refund: { amount: { amount: 4_500, currency: 'EUR' }, charged: { amount: 644_000, currency: 'ISK' } },
    })
  })

  it('names one currency when the booking is in ISK', () => {
    const notice = cancellationNotice({ terms: termsOf({ now: lateNow, paidIsk: 2_100_000, currency: 'ISK' }), rates })
    expect(notice).toMatchObject({
      key: 'fee',
      fee: { amount: { amount: 630_000, currency: 'ISK' }, charged: undefined },
      refund: { amount: { amount: 1_470_000, currency: 'ISK' }, charged: undefined },
    })
  })

  it('says a late pay-at-pickup booking with nothing paid costs nothing', () => {
    const notice = cancellationNotice({ terms: termsOf({ now: lateNow, paidIsk: 0 }), rates })
    expect(notice).toMatchObject({ key: 'feeNothingPaid', kept: { amount: { amount: 0 } } })
  })

  it('says nothing of a booking that cannot be cancelled, and that a started rental is not cancelled online', () => {
    expect(cancellationNotice({ terms: termsOf({ now: lateNow, paidIsk: 0, status: 'cancelled' }), rates })).toEqual({
      key: 'none',
    })
    expect(cancellationNotice({ terms: termsOf({ now: pickupAt, paidIsk: 0 }), rates })).toEqual({ key: 'started' })
  })
})

describe('cancellation sentence', () => {
  const t = (key: string, values: Record<string, string>) =>
    `${key}(${Object.entries(values)
      .map(([name, value]) => `${name}: ${value}`)
      .join('; ')})`
  const money = (value: { amount: number; currency: string }) => `${value.amount} ${value.currency}`
  const date = (instant: Date) => instant.toISOString()

  it('names the deadline when free, and the fee in both currencies once late', () => {
    const free = cancellationNotice({ terms: termsOf({ now: new Date('2027-06-01T00:00:00Z'), paidIsk: 0 }), rates })
    expect(cancellationSentence({ notice: free, t, money, date })).toBe('free(deadline: 2027-06-08T12:00:00.000Z)')
    const late = cancellationNotice({ terms: termsOf({ now: lateNow, paidIsk: 2_100_000 }), rates })
    expect(cancellationSentence({ notice: late, t, money, date })).toBe(
      'fee(deadline: 2027-06-08T12:00:00.000Z; fee: charged(amount: 4500 EUR; charged: 630000 ISK))',
    )
  })

  it('asks to call once pickup has come, and says nothing of a booking not cancellable', () => {
    const started = cancellationNotice({ terms: termsOf({ now: pickupAt, paidIsk: 0 }), rates })
    expect(cancellationSentence({ notice: started, t, money, date, phone: '+354 420 5050' })).toBe(
      'started(phone: +354 420 5050)',
    )
    expect(cancellationSentence({ notice: started, t, money, date })).toBe('started(phone: none)')
    const none = cancellationNotice({ terms: termsOf({ now: lateNow, paidIsk: 0, status: 'held' }), rates })
    expect(cancellationSentence({ notice: none, t, money, date })).toBeUndefined()
  })
})
