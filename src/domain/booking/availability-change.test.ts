import { describe, expect, it } from 'vitest'

import { changesAvailability } from './availability-change'

const held = {
  status: 'held',
  heldUntil: '2027-01-01T10:20:00.000Z',
  carCategory: 3,
  officeOut: 1,
  officeIn: 1,
  dateOut: '2027-01-10T10:00:00.000Z',
  dateIn: '2027-01-14T10:00:00.000Z',
}

describe('changesAvailability', () => {
  it('is true for a new or a deleted booking', () => {
    expect(changesAvailability(undefined, held)).toBe(true)
    expect(changesAvailability(held, undefined)).toBe(true)
  })

  it('is true when the status, the hold, the category, an office or a time changes', () => {
    expect(changesAvailability(held, { ...held, status: 'cancelled' })).toBe(true)
    expect(changesAvailability(held, { ...held, heldUntil: null })).toBe(true)
    expect(changesAvailability(held, { ...held, carCategory: 4 })).toBe(true)
    expect(changesAvailability(held, { ...held, officeIn: 2 })).toBe(true)
    expect(changesAvailability(held, { ...held, dateIn: '2027-01-15T10:00:00.000Z' })).toBe(true)
  })

  it('is false when only other fields change or a relation comes as its document', () => {
    expect(changesAvailability(held, { ...held })).toBe(false)
    expect(changesAvailability(held, { ...held, carCategory: { id: 3, name: 'Small' } })).toBe(false)
  })
})
