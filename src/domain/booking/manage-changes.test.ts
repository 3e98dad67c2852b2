import { describe, expect, it } from 'vitest'

import { isSameChoice, isSameDrivers, serviceChanges, withItems, withMainProtection } from './manage-changes'

const basic = { code: 8, quantity: 1, isSelected: true }
const gps = { code: 30, quantity: 1, isSelected: true }

describe('manage changes', () => {
  it('keeps one main protection and the rest as they were', () => {
    expect(withMainProtection([basic, gps], 12)).toEqual([gps, { code: 12, quantity: 1, isSelected: true }])
    expect(withMainProtection([basic], 30)).toEqual([basic])
  })

  it('sets, clamps and drops extras', () => {
    const seat = { code: 31, isAdded: true, quantity: 5, isMaxOne: false, maxQuantity: 3 }
    expect(withItems([basic, gps], [seat])).toEqual([basic, gps, { code: 31, quantity: 3, isSelected: true }])
    expect(
      withItems([basic, gps], [{ code: 30, isAdded: true, quantity: 0, isMaxOne: false, maxQuantity: 2 }]),
    ).toEqual([basic])
  })

  it('treats a max-one extra as a toggle', () => {
    const wifi = { code: 32, isAdded: true, quantity: 0, isMaxOne: true, maxQuantity: 1 }
    expect(withItems([], [wifi])).toEqual([{ code: 32, quantity: 1, isSelected: true }])
    expect(withItems([{ code: 32, quantity: 1, isSelected: true }], [{ ...wifi, isAdded: false }])).toEqual([])
  })

  it('lists what changed', () => {
    const after = withItems(withMainProtection([basic, gps], 9), [
      { code: 30, isAdded: true, quantity: 2, isMaxOne: false, maxQuantity: 2 },
    ])
    expect(serviceChanges([basic, gps], after)).toEqual([
      { code: 8, before: 1, after: 0 },
      { code: 30, before: 1, after: 2 },
      { code: 9, before: 0, after: 1 },
    ])
    expect(isSameChoice([basic, gps], [gps, basic])).toBe(true)
    expect(isSameChoice([basic], [{ ...basic, isSelected: false }])).toBe(false)
  })
})

describe('driver changes', () => {
  const anna = { firstName: 'Anna', lastName: 'Jonsdottir', licenseNumber: 'IS-1', expiry: null }
  it('ignores case, spaces and blank versus missing values', () => {
    expect(isSameDrivers([anna], [{ ...anna, firstName: ' anna ', expiry: '' }])).toBe(true)
  })
  it('sees a changed, added or removed driver', () => {
    expect(isSameDrivers([anna], [{ ...anna, licenseNumber: 'IS-2' }])).toBe(false)
    expect(isSameDrivers([anna], [anna, { ...anna, firstName: 'Jon' }])).toBe(false)
    expect(isSameDrivers([anna], [])).toBe(false)
  })
  it('sees a changed ID or gender (the Driver step asks for both)', () => {
    expect(isSameDrivers([{ ...anna, id: null }], [{ ...anna, id: 'P123' }])).toBe(false)
    expect(isSameDrivers([{ ...anna, gender: 'female' }], [{ ...anna, gender: undefined }])).toBe(false)
  })
})
