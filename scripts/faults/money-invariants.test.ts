import { describe, expect, it } from 'vitest'

import type { BookingRow, ProviderCharge, Snapshot } from './db-reader'
import { nothingKeptOnClosed } from './money-invariants'

function booking(id: number, status: string, cancellationFee = 0): BookingRow {
  return {
    id,
    status,
    bookingType: '3',
    currency: 'EUR',
    total: 30_000,
    exchangeRate: 140,
    cancellationFee,
    isFromThisRun: true,
  }
}

function charge(bookingId: number, amount: number, refunded: number): ProviderCharge {
  return { transactionId: `t-${bookingId}`, amount, refunded, letter: 'A', bookingId }
}

function snapshot(bookings: readonly BookingRow[], charges: readonly ProviderCharge[]): Snapshot {
  return {
    charges,
    bookings: new Map(bookings.map((row) => [row.id, row])),
    payments: [],
    refunds: [],
    outbox: [],
    effects: undefined,
    openAttempts: 0,
    attempts: 0,
  }
}

describe('no money kept on a closed booking but its recorded cancellation fee', () => {
  it('holds when a late cancellation keeps exactly its recorded fee', () => {
    const verdict = nothingKeptOnClosed(
      snapshot(
        [booking(1, 'cancelled', 630_000), booking(2, 'cancelled')],
        [charge(1, 4_200_000, 3_570_000), charge(2, 4_200_000, 4_200_000)],
      ),
    )
    expect(verdict.isHeld).toBe(true)
    expect(verdict.figures).toBe('closed bookings 2, with a cancellation fee 1, keeping other than allowed 0')
  })

  it('fails when the provider keeps more than the recorded fee, or less', () => {
    const verdict = nothingKeptOnClosed(
      snapshot(
        [booking(1, 'cancelled', 630_000), booking(2, 'cancelled', 630_000)],
        [charge(1, 4_200_000, 3_000_000), charge(2, 4_200_000, 4_200_000)],
      ),
    )
    expect(verdict.isHeld).toBe(false)
    expect(verdict.examples).toEqual([
      'booking 1 (cancelled): provider keeps 1200000 ISK, fee recorded 630000 ISK',
      'booking 2 (cancelled): provider keeps 0 ISK, fee recorded 630000 ISK',
    ])
  })

  it('allows no fee on an expired or declined booking', () => {
    const verdict = nothingKeptOnClosed(snapshot([booking(3, 'expired', 630_000)], [charge(3, 630_000, 0)]))
    expect(verdict.isHeld).toBe(false)
  })
})
