import { describe, expect, it } from 'vitest'

import { BOOKABLE, bookableFirst, eligibilityFor, isBookable, type Eligibility } from './eligibility'
import { minimumAge, type AgeRules } from './minimum-age'

const RULES: AgeRules = { byWebCategory: { MidSizeSUVs: 21, LargeSUVs: 25 }, otherwise: 19 }

describe('eligibilityFor', () => {
  it('lets a driver of the minimum age or older book', () => {
    expect(eligibilityFor({ driverAge: 25, minimumAge: 25 })).toEqual(BOOKABLE)
    expect(eligibilityFor({ driverAge: 40, minimumAge: 21 })).toEqual(BOOKABLE)
  })

  it('marks a car the driver is too young for with the reason and the age it needs', () => {
    expect(eligibilityFor({ driverAge: 24, minimumAge: 25 })).toEqual({
      status: 'NOT_BOOKABLE',
      reason: 'DRIVER_TOO_YOUNG',
      minimumAge: 25,
    })
  })

  it('answers a 20-year-old per car from the rental rules: economy yes, mid-size 21+, large 25+', () => {
    const of = (webCategory: 'Economy' | 'MidSizeSUVs' | 'LargeSUVs') =>
      eligibilityFor({ driverAge: 20, minimumAge: minimumAge({ webCategory }, RULES) })
    expect(of('Economy').status).toBe('BOOKABLE')
    expect(of('MidSizeSUVs')).toMatchObject({ status: 'NOT_BOOKABLE', minimumAge: 21 })
    expect(of('LargeSUVs')).toMatchObject({ status: 'NOT_BOOKABLE', minimumAge: 25 })
  })
})

describe('bookableFirst', () => {
  const car = (id: string, eligibility: Eligibility) => ({ id, eligibility })
  const tooYoung = (age: number): Eligibility => ({
    status: 'NOT_BOOKABLE',
    reason: 'DRIVER_TOO_YOUNG',
    minimumAge: age,
  })

  it('puts the cars the driver may book before the others, keeping each part in its order', () => {
    const cars = [
      car('duster', tooYoung(21)),
      car('picanto', BOOKABLE),
      car('cruiser', tooYoung(25)),
      car('polo', BOOKABLE),
    ]
    expect(bookableFirst(cars).map(({ id }) => id)).toEqual(['picanto', 'polo', 'duster', 'cruiser'])
    expect(cars[0]?.id).toBe('duster')
  })

  it('tells a bookable car from one that is not', () => {
    expect(isBookable(car('a', BOOKABLE))).toBe(true)
    expect(isBookable(car('b', tooYoung(25)))).toBe(false)
  })
})
