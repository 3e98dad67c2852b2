import { describe, expect, it } from 'vitest'

import { FOUR_DAY_LINES, line } from './booking-lines.fixture'
import { protectionChoices, protectionComparison } from './protection-choice'

describe('protectionComparison', () => {
  it('compares Basic, Standard and Premium with their price per day and for the rental', () => {
    const { levels } = protectionComparison(FOUR_DAY_LINES)
    expect(
      levels.map(({ level, code, isSelected, unitPrice, total, isPerDay }) => ({
        level,
        code,
        isSelected,
        unitPrice,
        total,
        isPerDay,
      })),
    ).toEqual([
      { level: 'basic', code: 8, isSelected: true, unitPrice: 0, total: 0, isPerDay: false },
      { level: 'standard', code: 9, isSelected: false, unitPrice: 15, total: 60, isPerDay: true },
      { level: 'premium', code: 12, isSelected: false, unitPrice: 30, total: 120, isPerDay: true },
    ])
  })

  it('selects Basic when no main protection is stored (SPEC §4 default)', () => {
    const lines = FOUR_DAY_LINES.map((item) => (item.ServiceId === 8 ? { ...item, IsSelected: false } : item))
    expect(
      protectionComparison(lines)
        .levels.filter((level) => level.isSelected)
        .map((level) => level.level),
    ).toEqual(['basic'])
  })

  it('shows the chosen level and the total the booking pays for it', () => {
    const lines = [
      line({ ServiceId: 10, group: 'protection', type: 'perRental' }),
      line({ ServiceId: 11, group: 'protection', price: 25, Amount: 100 }),
      line({
        ServiceId: 14,
        group: 'protection',
        price: 45,
        Amount: 180,
        IsSelected: true,
        Quantity: 1,
        AmountTotal: 180,
      }),
    ]
    const { levels } = protectionComparison(lines)
    expect(levels.map((level) => [level.level, level.code, level.isSelected])).toEqual([
      ['basic', 10, false],
      ['standard', 11, false],
      ['premium', 14, true],
    ])
  })

  it('lists the additional protections in the spec order', () => {
    expect(protectionComparison(FOUR_DAY_LINES).addons.map((addon) => addon.code)).toEqual([17, 20])
    expect(protectionComparison(FOUR_DAY_LINES).includedAddons).toEqual([])
  })

  it('moves the add-ons the chosen level includes out of those one may add', () => {
    const premium = FOUR_DAY_LINES.map((item) =>
      item.ServiceId === 8
        ? { ...item, IsSelected: false }
        : item.ServiceId === 12
          ? { ...item, IsSelected: true, Quantity: 1 }
          : item.ServiceId === 17
            ? { ...item, IncludedQuantity: 1 }
            : item,
    )
    const { addons, includedAddons } = protectionComparison(premium)
    expect(addons.map((addon) => addon.code)).toEqual([20])
    expect(includedAddons.map((addon) => addon.code)).toEqual([17])
  })
})

describe('protectionChoices', () => {
  it('chooses the level, ticks the add-ons offered and keeps the extras', () => {
    expect(protectionChoices({ lines: FOUR_DAY_LINES, level: 'premium', addonCodes: [20, 18] })).toEqual([
      { code: 12, quantity: 1, isSelected: true },
      { code: 20, quantity: 1, isSelected: true },
      { code: 504, quantity: 2, isSelected: true },
    ])
  })

  it('drops add-ons no longer ticked', () => {
    const lines = FOUR_DAY_LINES.map((item) =>
      item.ServiceId === 17 ? { ...item, IsSelected: true, Quantity: 1 } : item,
    )
    expect(protectionChoices({ lines, level: 'basic', addonCodes: [] })).toEqual([
      { code: 8, quantity: 1, isSelected: true },
      { code: 504, quantity: 2, isSelected: true },
    ])
  })
})
