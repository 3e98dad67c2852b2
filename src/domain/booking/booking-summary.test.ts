import { describe, expect, it } from 'vitest'

import { FOUR_DAY_LINES, line } from './booking-lines.fixture'
import { summaryServices } from './booking-summary'

describe('summaryServices', () => {
  it('groups the chosen services for the sidebar', () => {
    const summary = summaryServices(FOUR_DAY_LINES)
    expect(summary.protection?.ServiceId).toBe(8)
    expect(summary.additional).toEqual([])
    expect(summary.extras.map((item) => [item.ServiceId, item.Quantity])).toEqual([[504, 2]])
    expect(summary.fees.map((item) => item.ServiceId)).toEqual([13])
  })

  it('shows Basic when no main protection is stored', () => {
    const lines = FOUR_DAY_LINES.map((item) => (item.ServiceId === 8 ? { ...item, IsSelected: false } : item))
    expect(summaryServices(lines).protection?.ServiceId).toBe(8)
  })

  it('lists chosen add-ons and leaves out fees of nothing', () => {
    const lines = [
      line({
        ServiceId: 12,
        group: 'protection',
        IsSelected: true,
        Quantity: 1,
        price: 30,
        Amount: 120,
        AmountTotal: 120,
      }),
      line({ ServiceId: 19, group: 'additional', IsSelected: true, Quantity: 1, Amount: 24, AmountTotal: 24 }),
      line({ ServiceId: 16, group: 'fee', IsSelected: true, Quantity: 1, AmountTotal: 0 }),
    ]
    const summary = summaryServices(lines)
    expect(summary.protection?.ServiceId).toBe(12)
    expect(summary.additional.map((item) => item.ServiceId)).toEqual([19])
    expect(summary.fees).toEqual([])
  })
})
