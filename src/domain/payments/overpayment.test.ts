import { describe, expect, it } from 'vitest'

import type { LedgerCharge, LedgerRefund } from './booking-ledger'
import { overpaymentGiveBacks } from './overpayment'

const isk = (amount: number) => ({ amount, currency: 'ISK' as const })
const charge = (transactionId: string, status: LedgerCharge['status'], amount: number): LedgerCharge => ({
  transactionId,
  status,
  amount: isk(amount),
})

describe('overpaymentGiveBacks', () => {
  it('refunds what was collected beyond the lowered total, newest payment first', () => {
    const charges = [charge('t1', 'COLLECTED', 80_000), charge('t2', 'COLLECTED', 12_000)]
    const giveBacks = overpaymentGiveBacks({
      ledger: { totalIsk: 70_000, paidIsk: 92_000, heldIsk: 0, laterIsk: 0 },
      charges,
      refunds: [],
    })
    expect(giveBacks).toEqual([
      { transactionId: 't2', kind: 'refund', amount: 12_000 },
      { transactionId: 't1', kind: 'refund', amount: 10_000 },
    ])
  })

  it('gives back whole krónur only, rounded down: aurar of a charge made before ADR 033 stay', () => {
    // 14,311.10 kr. paid before the rule on a booking now of 10,000 kr.: 4,311 kr. goes back.
    const charges = [charge('t1', 'COLLECTED', 1_431_110)]
    expect(
      overpaymentGiveBacks({
        ledger: { totalIsk: 1_000_000, paidIsk: 1_431_110, heldIsk: 0, laterIsk: 0 },
        charges,
        refunds: [],
      }),
    ).toEqual([{ transactionId: 't1', kind: 'refund', amount: 431_100 }])
    // Paid 0.10 kr. beyond what is owed (the old exact total): nothing a card could take back.
    expect(
      overpaymentGiveBacks({
        ledger: { totalIsk: 1_431_100, paidIsk: 1_431_110, heldIsk: 0, laterIsk: 0 },
        charges,
        refunds: [],
      }),
    ).toEqual([])
  })

  it('never takes more from a payment than it has left after earlier refunds', () => {
    const charges = [charge('t1', 'COLLECTED', 50_000), charge('t2', 'COLLECTED', 10_000)]
    const refunds: LedgerRefund[] = [{ transactionId: 't2', kind: 'refund', status: 'refunded', amount: isk(8_000) }]
    expect(
      overpaymentGiveBacks({
        ledger: { totalIsk: 47_000, paidIsk: 52_000, heldIsk: 0, laterIsk: 0 },
        charges,
        refunds,
      }),
    ).toEqual([
      { transactionId: 't2', kind: 'refund', amount: 2_000 },
      { transactionId: 't1', kind: 'refund', amount: 3_000 },
    ])
  })

  it('releases held money beyond what is still due', () => {
    const charges = [charge('h1', 'PREAUTH', 90_000)]
    expect(
      overpaymentGiveBacks({
        ledger: { totalIsk: 60_000, paidIsk: 0, heldIsk: 90_000, laterIsk: 0 },
        charges,
        refunds: [],
      }),
    ).toEqual([{ transactionId: 'h1', kind: 'release', amount: 30_000 }])
  })

  it('gives nothing back when the booking holds no more than its total, or was never charged', () => {
    const charges = [charge('t1', 'COLLECTED', 60_000), charge('f1', 'FAILED', 9_000)]
    expect(
      overpaymentGiveBacks({
        ledger: { totalIsk: 60_000, paidIsk: 60_000, heldIsk: 0, laterIsk: 0 },
        charges,
        refunds: [],
      }),
    ).toEqual([])
    expect(
      overpaymentGiveBacks({
        ledger: { totalIsk: 70_000, paidIsk: 60_000, heldIsk: 0, laterIsk: 0 },
        charges,
        refunds: [],
      }),
    ).toEqual([])
    expect(
      overpaymentGiveBacks({
        ledger: { totalIsk: 50_000, paidIsk: 0, heldIsk: 0, laterIsk: 0 },
        charges: [],
        refunds: [],
      }),
    ).toEqual([])
  })
})

describe('overpaymentGiveBacks with later tolls and fines (ADR 032)', () => {
  it('keeps money paid toward later charges: what is owed is the total and the later charges', () => {
    // Rental 100,000 and a toll of 6,500 paid (106,500); the change lowers the rental to 90,000.
    const charges = [charge('t1', 'COLLECTED', 100_000), charge('t2', 'COLLECTED', 6_500)]
    const ledger = { totalIsk: 90_000, laterIsk: 6_500, paidIsk: 106_500, heldIsk: 0 }
    expect(overpaymentGiveBacks({ ledger, charges, refunds: [] })).toEqual([
      { transactionId: 't2', kind: 'refund', amount: 6_500 },
      { transactionId: 't1', kind: 'refund', amount: 3_500 },
    ])
    // Repriced to what was paid for the rental: nothing goes back.
    expect(overpaymentGiveBacks({ ledger: { ...ledger, totalIsk: 100_000 }, charges, refunds: [] })).toEqual([])
  })
})
