import type { ServiceLine } from './booking-lines'

/** A service line for tests: unselected, per day, one unit at most, unless told otherwise. */
export function line(overrides: Partial<ServiceLine> & Pick<ServiceLine, 'ServiceId' | 'group'>): ServiceLine {
  return {
    Name: `Service ${overrides.ServiceId}`,
    type: 'perDay',
    IsSelected: false,
    Quantity: 0,
    MaximumQuantity: 1,
    price: 0,
    Amount: 0,
    AmountTotal: 0,
    ...overrides,
  }
}

/** A 4-day booking's lines: Basic chosen, Standard and Premium offered, add-ons, extras and a fee. */
export const FOUR_DAY_LINES: readonly ServiceLine[] = [
  line({ ServiceId: 8, group: 'protection', type: 'perRental', IsSelected: true, Quantity: 1 }),
  line({ ServiceId: 9, group: 'protection', price: 15, Amount: 60 }),
  line({ ServiceId: 12, group: 'protection', price: 30, Amount: 120 }),
  line({ ServiceId: 20, group: 'additional', price: 5, Amount: 20 }),
  line({ ServiceId: 17, group: 'additional', price: 10, Amount: 40 }),
  line({ ServiceId: 501, group: 'extra', price: 7, Amount: 28 }),
  line({ ServiceId: 502, group: 'extra', price: 8, Amount: 32, MaximumQuantity: 2 }),
  line({
    ServiceId: 504,
    group: 'extra',
    type: 'perRental',
    price: 30,
    Amount: 30,
    MaximumQuantity: 3,
    IsSelected: true,
    Quantity: 2,
    AmountTotal: 60,
  }),
  line({ ServiceId: 13, group: 'fee', IsSelected: true, Quantity: 1, price: 15, Amount: 60, AmountTotal: 60 }),
]
