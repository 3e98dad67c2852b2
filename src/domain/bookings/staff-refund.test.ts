import { describe, expect, it } from 'vitest'

import type { LedgerCharge, LedgerRefund } from '../payments/booking-ledger'
import { needsManager, refundParts } from './staff-refund'

const isk = (amount: number) => ({ amount, currency: 'ISK' as const })
const charge = (transactionId: string, amount: number, status: LedgerCharge['status'] = 'COLLECTED'): LedgerCharge => ({
  transactionId,
  status,
  amount: isk(amount),
})
const refund = (transactionId: string, amount: number, status: LedgerRefund['status'] = 'refunded'): LedgerRefund => ({
  transactionId,
  kind: 'refund',
  status,
  amount: isk(amount),
})

describe('a staff refund', () => {
  it('comes from the latest payment first, then earlier ones', () => {
    expect(refundParts({ amount: 15_000, charges: [charge('a', 10_000), charge('b', 8_000)], refunds: [] })).toEqual({
      isOk: true,
      parts: [
        { transactionId: 'b', amount: 8_000 },
        { transactionId: 'a', amount: 7_000 },
      ],
    })
  })

  it('takes whole krónur from each payment: aurar of payments made before ADR 033 are not refundable', () => {
    const charges = [charge('a', 500_050), charge('b', 500_050)]
    expect(refundParts({ amount: 1_000_000, charges, refunds: [] })).toEqual({
      isOk: true,
      parts: [
        { transactionId: 'b', amount: 500_000 },
        { transactionId: 'a', amount: 500_000 },
      ],
    })
    expect(refundParts({ amount: 1_000_100, charges, refunds: [] })).toEqual({ isOk: false, refusal: 'MORE_THAN_PAID' })
  })

  it('takes only what is left of a payment after its refunds; a failed refund left the money with us', () => {
    const charges = [charge('a', 10_000)]
    expect(refundParts({ amount: 4_000, charges, refunds: [refund('a', 6_000)] })).toEqual({
      isOk: true,
      parts: [{ transactionId: 'a', amount: 4_000 }],
    })
    expect(refundParts({ amount: 4_001, charges, refunds: [refund('a', 6_000)] })).toEqual({
      isOk: false,
      refusal: 'MORE_THAN_PAID',
    })
    expect(refundParts({ amount: 10_000, charges, refunds: [refund('a', 6_000, 'failed')] }).isOk).toBe(true)
  })

  it('is refused with nothing collected (a hold is released, not refunded) and for no amount', () => {
    expect(refundParts({ amount: 1, charges: [charge('h', 5_000, 'PREAUTH')], refunds: [] })).toEqual({
      isOk: false,
      refusal: 'NOTHING_TO_REFUND',
    })
    expect(refundParts({ amount: 0, charges: [charge('a', 5_000)], refunds: [] }).isOk).toBe(false)
    expect(refundParts({ amount: 10.5, charges: [charge('a', 5_000)], refunds: [] }).isOk).toBe(false)
  })

  it('needs a manager above the limit only', () => {
    expect(needsManager({ amount: 5_000_000, limit: 5_000_000 })).toBe(false)
    expect(needsManager({ amount: 5_000_001, limit: 5_000_000 })).toBe(true)
    expect(needsManager({ amount: 1, limit: 0 })).toBe(true)
  })
})
