import { describe, expect, it } from 'vitest'

import { deskDepositOf, depositLines, depositSummary, type DeskDeposit } from './deposit-ledger'
import { deskLedger } from './desk-ledger'

const held: DeskDeposit = {
  status: 'held',
  amount: 3_000_000,
  capturedAmount: 0,
  reason: null,
  holdId: 'gw_1',
  provider: 'gateway',
  maskedPan: '400000******0077',
  heldAt: '2027-03-10T09:00:00Z',
  settlingAt: null,
  capturedAt: null,
  releasedAt: null,
}

describe('the deposit on the desk ledger', () => {
  it('shows nothing until a hold is confirmed', () => {
    expect(depositLines(undefined)).toEqual([])
    expect(depositLines({ ...held, status: 'pending', heldAt: null })).toEqual([])
    expect(deskDepositOf({ status: 'none' })).toBeUndefined()
  })

  it('shows the hold, then its release', () => {
    const released = { ...held, status: 'released' as const, releasedAt: '2027-03-14T09:00:00Z' }
    expect(depositLines(released).map((line) => [line.what, line.amount.amount, line.isOut])).toEqual([
      ['Deposit authorised (held)', 3_000_000, false],
      ['Deposit released', 3_000_000, true],
    ])
    expect(depositSummary(released)).toBe('Released: 30,000 kr.')
  })

  it('shows the part captured with its reason and the rest released, once confirmed; pending before', () => {
    const asked = {
      ...held,
      status: 'capturing' as const,
      capturedAmount: 1_200_000,
      reason: 'Dent on the rear door, photos 1-3',
      settlingAt: '2027-03-14T09:00:00Z',
    }
    expect(depositLines(asked).map((line) => [line.what, line.status])).toEqual([
      ['Deposit authorised (held)', 'HELD'],
      ['Deposit capture asked: Dent on the rear door, photos 1-3', 'pending'],
    ])
    const captured = { ...asked, status: 'captured' as const, capturedAt: '2027-03-14T09:05:00Z' }
    expect(depositLines(captured).map((line) => [line.what, line.amount.amount, line.isOut])).toEqual([
      ['Deposit authorised (held)', 3_000_000, false],
      ['Deposit captured: Dent on the rear door, photos 1-3', 1_200_000, false],
      ['Deposit released (the rest)', 1_800_000, true],
    ])
  })

  it('are lines of the booking ledger, in time order, without changing what the booking owes', () => {
    const { lines, summary } = deskLedger({
      currency: 'ISK',
      total: 5_000_000,
      totalPaid: 5_000_000,
      exchangeRate: null,
      payments: [
        {
          transactionId: 'tx1',
          status: 'COLLECTED',
          amount: { amount: 5_000_000, currency: 'ISK' },
          createdAt: '2027-01-01T10:00:00Z',
        },
      ],
      refunds: [],
      deposit: { ...held, status: 'released', releasedAt: '2027-03-14T09:00:00Z' },
    })
    expect(lines.map((line) => [line.what, line.amount])).toEqual([
      ['Card charged', '50,000 kr.'],
      ['Deposit authorised (held)', '30,000 kr.'],
      ['Deposit released', '−30,000 kr.'],
    ])
    expect(summary.paidIsk).toBe('50,000 kr.')
    expect(summary.dueIsk).toBe('0 kr.')
  })
})
