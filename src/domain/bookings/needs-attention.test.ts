import { describe, expect, it } from 'vitest'

import { OVERDUE_REFUND_MINUTES, refundOfKey, refundsNeedingAttention } from './needs-attention'

const NOW = Date.parse('2026-11-26T12:00:00Z')
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString()

describe('what needs staff', () => {
  const refund = { transactionId: 'gw_1', kind: 'refund', reason: 'cancellation', amount: 1000 }

  it('finds the refund a give-back effect is about by its key', () => {
    const refunds = [refund, { ...refund, amount: 500 }]
    expect(refundOfKey(refunds, 'refund-cancellation-gw_1-2')?.amount).toBe(500)
    expect(refundOfKey(refunds, 'refund-cancellation-gw_9')).toBeUndefined()
  })

  it('lists refunds refused for good, and pending ones only once they are overdue', () => {
    const refunds = [
      { ...refund, status: 'failed', createdAt: at(1) },
      { ...refund, status: 'pending', createdAt: at(OVERDUE_REFUND_MINUTES - 1) },
      { ...refund, status: 'pending', createdAt: at(OVERDUE_REFUND_MINUTES + 1) },
      { ...refund, status: 'refunded', createdAt: at(60) },
    ]
    expect(refundsNeedingAttention(refunds, NOW).map((entry) => entry.createdAt)).toEqual([
      at(1),
      at(OVERDUE_REFUND_MINUTES + 1),
    ])
  })
})
