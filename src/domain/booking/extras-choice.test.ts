import { describe, expect, it } from 'vitest'

import { FOUR_DAY_LINES } from './booking-lines.fixture'
import { extraOptions, extrasChoices } from './extras-choice'

const KEPT_PROTECTION = { code: 8, quantity: 1, isSelected: true }

describe('extraOptions', () => {
  it('lists the extras with their quantity, limit and way of pricing', () => {
    expect(extraOptions(FOUR_DAY_LINES)).toEqual([
      {
        code: 501,
        name: 'Service 501',
        quantity: 0,
        maxQuantity: 1,
        isMaxOne: true,
        isPerDay: true,
        unitPrice: 7,
        unitTotal: 28,
        total: 0,
        freeQuantity: 0,
      },
      {
        code: 502,
        name: 'Service 502',
        quantity: 0,
        maxQuantity: 2,
        isMaxOne: false,
        isPerDay: true,
        unitPrice: 8,
        unitTotal: 32,
        total: 0,
        freeQuantity: 0,
      },
      {
        code: 504,
        name: 'Service 504',
        quantity: 2,
        maxQuantity: 3,
        isMaxOne: false,
        isPerDay: false,
        unitPrice: 30,
        unitTotal: 30,
        total: 60,
        freeQuantity: 0,
      },
    ])
  })
})

describe('extrasChoices', () => {
  it('prices the quantities asked and keeps the protections', () => {
    const quantities = new Map([
      [502, 2],
      [504, 1],
    ])
    expect(extrasChoices({ lines: FOUR_DAY_LINES, quantities })).toEqual([
      KEPT_PROTECTION,
      { code: 502, quantity: 2, isSelected: true },
      { code: 504, quantity: 1, isSelected: true },
    ])
  })

  it('drops an extra whose quantity is 0 (SPEC §4)', () => {
    expect(extrasChoices({ lines: FOUR_DAY_LINES, quantities: new Map([[504, 0]]) })).toEqual([KEPT_PROTECTION])
  })

  it('clamps a quantity to the maximum and never below 0', () => {
    const quantities = new Map([
      [502, 9],
      [504, -3],
    ])
    expect(extrasChoices({ lines: FOUR_DAY_LINES, quantities })).toEqual([
      KEPT_PROTECTION,
      { code: 502, quantity: 2, isSelected: true },
    ])
  })

  it('applies a stepper press within the limits', () => {
    const quantities = new Map([
      [502, 1],
      [504, 3],
    ])
    expect(extrasChoices({ lines: FOUR_DAY_LINES, quantities, step: { code: 502, delta: 1 } })).toContainEqual({
      code: 502,
      quantity: 2,
      isSelected: true,
    })
    expect(extrasChoices({ lines: FOUR_DAY_LINES, quantities, step: { code: 504, delta: 1 } })).toContainEqual({
      code: 504,
      quantity: 3,
      isSelected: true,
    })
    expect(
      extrasChoices({ lines: FOUR_DAY_LINES, quantities: new Map([[502, 1]]), step: { code: 502, delta: -1 } }),
    ).toEqual([KEPT_PROTECTION])
  })

  it('treats a max-one extra as yes or no', () => {
    expect(extrasChoices({ lines: FOUR_DAY_LINES, quantities: new Map([[501, 1]]) })).toEqual([
      KEPT_PROTECTION,
      { code: 501, quantity: 1, isSelected: true },
    ])
    expect(extrasChoices({ lines: FOUR_DAY_LINES, quantities: new Map([[501, 5]]) })).toContainEqual({
      code: 501,
      quantity: 1,
      isSelected: true,
    })
  })

  it('ignores codes that are not extras of the booking', () => {
    expect(
      extrasChoices({
        lines: FOUR_DAY_LINES,
        quantities: new Map([
          [12, 1],
          [999, 1],
        ]),
      }),
    ).toEqual([KEPT_PROTECTION])
  })
})
