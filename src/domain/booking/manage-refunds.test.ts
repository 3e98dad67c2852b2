import { describe, expect, it } from 'vitest'

import type { LedgerCharge, RecordedRefund } from '../payments/booking-ledger'
import { cancellationGiveBack, givenBackOf, sumOfGivenBack } from './manage-refunds'

const RATES = { EUR: 1, ISK: 150 }
const isk = (amount: number) => ({ amount, currency: 'ISK' as const })

describe('givenBackOf', () => {
  it('states recorded refunds and releases in the booking currency and as charged, leaving failed ones out', () => {
    const refunds: RecordedRefund[] = [
      {
        transactionId: 't1',
        kind: 'refund',
        status: 'refunded',
        reason: 'overpayment',
        amount: isk(630_000),
        createdAt: '2026-11-24T02:00:00.000Z',
      },
      {
        transactionId: 't1',
        kind: 'refund',
        status: 'failed',
        reason: 'overpayment',
        amount: isk(150_000),
        createdAt: '2026-11-24T02:01:00.000Z',
      },
      {
        transactionId: 'h1',
        kind: 'release',
        status: 'pending',
        reason: 'cancellation',
        amount: isk(15_000),
        createdAt: '2026-11-24T02:02:00.000Z',
      },
    ]
    expect(givenBackOf({ refunds, currency: 'EUR', rates: RATES })).toEqual([
      {
        kind: 'refund',
        reason: 'overpayment',
        amount: { amount: 4_200, currency: 'EUR' },
        charged: isk(630_000),
        at: '2026-11-24T02:00:00.000Z',
        isConfirmed: true,
      },
      {
        kind: 'release',
        reason: 'cancellation',
        amount: { amount: 100, currency: 'EUR' },
        charged: isk(15_000),
        at: '2026-11-24T02:02:00.000Z',
        isConfirmed: false,
      },
    ])
  })

  it('says nothing more for a booking in ISK, the currency charged', () => {
    const refund: RecordedRefund = {
      transactionId: 't1',
      kind: 'refund',
      status: 'refunded',
      reason: 'overpayment',
      amount: isk(630_000),
      createdAt: '2026-11-24T02:00:00.000Z',
    }
    expect(givenBackOf({ refunds: [refund], currency: 'ISK', rates: RATES })[0]?.charged).toBeUndefined()
  })
})

describe('cancellationGiveBack', () => {
  it('is nothing for a booking paid at pickup', () => {
    expect(cancellationGiveBack({ charges: [], refunds: [], currency: 'EUR', rates: RATES })).toEqual({
      refund: { amount: 0, currency: 'EUR' },
      release: { amount: 0, currency: 'EUR' },
    })
  })

  it('is what is left of each payment: collected refunded, held released, failed not counted', () => {
    const charges: LedgerCharge[] = [
      { transactionId: 't1', status: 'COLLECTED', amount: isk(900_000) },
      { transactionId: 'h1', status: 'PREAUTH', amount: isk(300_000) },
      { transactionId: 'f1', status: 'FAILED', amount: isk(450_000) },
    ]
    const refunds = [
      { transactionId: 't1', kind: 'refund' as const, status: 'refunded' as const, amount: isk(150_000) },
    ]
    expect(cancellationGiveBack({ charges, refunds, currency: 'EUR', rates: RATES })).toEqual({
      refund: { amount: 5_000, currency: 'EUR' },
      release: { amount: 2_000, currency: 'EUR' },
    })
  })
})

describe('sumOfGivenBack', () => {
  const entry = (kind: 'refund' | 'release', eur: number, iskAmount: number) => ({
    kind,
    reason: 'cancellation' as const,
    amount: { amount: eur, currency: 'EUR' as const },
    charged: isk(iskAmount),
    at: '2026-11-24T02:00:00.000Z',
    isConfirmed: true,
  })

  it('adds one kind in both currencies', () => {
    const given = [entry('refund', 4_200, 630_000), entry('release', 100, 15_000), entry('refund', 800, 120_000)]
    expect(sumOfGivenBack(given, 'refund')).toEqual({
      amount: { amount: 5_000, currency: 'EUR' },
      charged: isk(750_000),
    })
  })

  it('is undefined when there is none of that kind', () => {
    expect(sumOfGivenBack([entry('refund', 4_200, 630_000)], 'release')).toBeUndefined()
  })
})
