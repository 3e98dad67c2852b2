import { describe, expect, it } from 'vitest'

import { deskLedger } from './desk-ledger'

const isk = (amount: number) => ({ amount, currency: 'ISK' as const })

describe('the desk ledger', () => {
  it('shows a charge and a partial refund in ISK and in the booking currency, and what is owed', () => {
    const { lines, summary } = deskLedger({
      currency: 'EUR',
      total: 133_400,
      totalPaid: 0,
      exchangeRate: 150,
      payments: [
        { transactionId: 'tx1', status: 'COLLECTED', amount: isk(20_010_000), createdAt: '2027-01-01T10:00:00Z' },
      ],
      refunds: [
        {
          transactionId: 'tx1',
          kind: 'refund',
          reason: 'cancellation',
          status: 'refunded',
          amount: isk(1_500_000),
          createdAt: '2027-01-02T10:00:00Z',
        },
      ],
    })
    expect(lines.map((line) => [line.what, line.amount, line.inBookingCurrency])).toEqual([
      ['Card charged', '200,100 kr.', '€1,334.00'],
      ['Refund (cancellation)', '−15,000 kr.', '−€100.00'],
    ])
    expect(summary).toEqual({
      total: '€1,334.00',
      totalIsk: '200,100 kr.',
      paid: '€1,234.00',
      paidIsk: '185,100 kr.',
      heldIsk: '0 kr.',
      due: '€100.00',
      dueIsk: '15,000 kr.',
      rate: '1 EUR = 150 ISK, locked when booked',
    })
  })

  it('reads a charge of the whole total as the total on its line, as Paid does (not a cent less)', () => {
    // €110.70 at 143.11 is 15,842.277 kr., asked for as 15,842 kr.: €110.698 converted back.
    const { lines, summary } = deskLedger({
      currency: 'EUR',
      total: 11_070,
      totalPaid: 0,
      exchangeRate: 143.11,
      payments: [
        { transactionId: 'tx1', status: 'COLLECTED', amount: isk(1_584_200), createdAt: '2027-01-01T10:00:00Z' },
      ],
      refunds: [],
    })
    expect(lines.map((line) => line.inBookingCurrency)).toEqual(['€110.70'])
    expect(summary).toMatchObject({ paid: '€110.70', paidIsk: '15,842 kr.', due: '€0.00', dueIsk: '0 kr.' })
  })

  it('owes nothing once the booking is cancelled, whatever was kept', () => {
    const { summary } = deskLedger({
      currency: 'EUR',
      total: 133_400,
      totalPaid: 0,
      exchangeRate: 150,
      payments: [
        { transactionId: 'tx1', status: 'COLLECTED', amount: isk(20_010_000), createdAt: '2027-01-01T10:00:00Z' },
      ],
      refunds: [
        {
          transactionId: 'tx1',
          kind: 'refund',
          reason: 'cancellation',
          status: 'refunded',
          amount: isk(20_010_000),
          createdAt: '2027-01-02T10:00:00Z',
        },
      ],
      isClosed: true,
    })
    expect(summary).toMatchObject({ paid: '€0.00', paidIsk: '0 kr.', due: '€0.00', dueIsk: '0 kr.' })
  })

  it('orders lines by time and keeps a hold apart from what was paid', () => {
    const { lines, summary } = deskLedger({
      currency: 'EUR',
      total: 10_000,
      totalPaid: 0,
      exchangeRate: 100,
      payments: [
        { transactionId: 'b', status: 'PREAUTH', amount: isk(1_000_000), createdAt: '2027-01-02T00:00:00Z' },
        { transactionId: 'a', status: 'DECLINED', amount: isk(1_000_000), createdAt: '2027-01-01T00:00:00Z' },
      ],
      refunds: [],
    })
    expect(lines.map((line) => line.reference)).toEqual(['a', 'b'])
    expect(summary.heldIsk).toBe('10,000 kr.')
    expect(summary.paidIsk).toBe('0 kr.')
    expect(summary.due).toBe('€100.00')
  })

  it('falls back to the recorded totals without a locked rate', () => {
    const { summary } = deskLedger({
      currency: 'EUR',
      total: 10_000,
      totalPaid: 4_000,
      exchangeRate: null,
      payments: [],
      refunds: [],
    })
    expect(summary).toMatchObject({ paid: '€40.00', due: '€60.00', totalIsk: '—', rate: undefined })
  })

  it('owes the later tolls and fines too (ADR 032): the rental paid, a toll unpaid', () => {
    const { summary, isOwing } = deskLedger({
      currency: 'EUR',
      total: 10_000,
      totalPaid: 10_000,
      exchangeRate: 150,
      payments: [
        {
          transactionId: 't1',
          status: 'COLLECTED',
          amount: { amount: 1_500_000, currency: 'ISK' },
          createdAt: '2028-05-01T10:00:00Z',
        },
      ],
      refunds: [],
      laterIsk: 650_000,
    })
    expect(isOwing).toBe(true)
    expect(summary).toMatchObject({ due: '€0.00', dueIsk: '6,500 kr.', laterIsk: '6,500 kr.' })
    const paidUp = deskLedger({
      currency: 'EUR',
      total: 10_000,
      totalPaid: 10_000,
      exchangeRate: 150,
      payments: [
        {
          transactionId: 't1',
          status: 'COLLECTED',
          amount: { amount: 2_150_000, currency: 'ISK' },
          createdAt: '2028-05-01T10:00:00Z',
        },
      ],
      refunds: [],
      laterIsk: 650_000,
    })
    expect(paidUp.isOwing).toBe(false)
    expect(
      deskLedger({
        currency: 'EUR',
        total: 10_000,
        totalPaid: 0,
        exchangeRate: 150,
        payments: [],
        refunds: [],
        isClosed: true,
      }).isOwing,
    ).toBe(false)
  })
})
