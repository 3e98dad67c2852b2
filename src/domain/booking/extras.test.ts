import { describe, it, expect } from 'vitest'
import { normalizeExtra, type ExtraState } from './extras'

const childSeat: ExtraState = { code: 501, isAdded: true, quantity: 2, isMaxOne: false, maxQuantity: 3 }
const gps: ExtraState = { code: 502, isAdded: true, quantity: 0, isMaxOne: true, maxQuantity: 1 }

describe('normalizeExtra', () => {
  it('un-adds an extra with quantity 0', () => {
    expect(normalizeExtra({ ...childSeat, quantity: 0 })).toMatchObject({ isAdded: false, quantity: 0 })
  })
  it('keeps a max-one extra added at quantity 0, as quantity 1', () => {
    expect(normalizeExtra(gps)).toMatchObject({ isAdded: true, quantity: 1 })
    expect(normalizeExtra({ ...gps, isAdded: false, quantity: 1 })).toMatchObject({ isAdded: false, quantity: 0 })
  })
  it('clamps to 0..maxQuantity', () => {
    expect(normalizeExtra({ ...childSeat, quantity: 7 })).toMatchObject({ isAdded: true, quantity: 3 })
    expect(normalizeExtra({ ...childSeat, quantity: -2 })).toMatchObject({ isAdded: false, quantity: 0 })
    expect(normalizeExtra({ ...childSeat, quantity: 2.9 })).toMatchObject({ quantity: 2 })
  })
  it('adds an extra given a positive quantity', () => {
    expect(normalizeExtra({ ...childSeat, isAdded: false, quantity: 1 })).toMatchObject({ isAdded: true, quantity: 1 })
  })
})
