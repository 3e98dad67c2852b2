import { describe, expect, it } from 'vitest'

import {
  chargesTotal,
  damageCharge,
  fuelCharge,
  kilometreCharge,
  laterCharge,
  lateReturnCharge,
} from './return-charges'

describe('fuelCharge', () => {
  it('charges the eighths short of the check-out level at the refuelling price', () => {
    expect(fuelCharge({ policy: 'fullToFull', outEighths: 8, inEighths: 5, pricePerEighth: 250_000 })).toEqual({
      kind: 'fuel',
      amount: 750_000,
      evidence: 'Fuel 8/8 at check-out, 5/8 at return: 3 eighths × 2,500 kr.',
    })
    expect(fuelCharge({ policy: 'sameToSame', outEighths: 4, inEighths: 3, pricePerEighth: 250_000 })?.amount).toBe(
      250_000,
    )
  })

  it('charges nothing for a tank as full as it left, fuller, prepaid fuel or no price', () => {
    expect(fuelCharge({ policy: 'fullToFull', outEighths: 7, inEighths: 7, pricePerEighth: 250_000 })).toBeUndefined()
    expect(fuelCharge({ policy: 'fullToFull', outEighths: 6, inEighths: 8, pricePerEighth: 250_000 })).toBeUndefined()
    expect(fuelCharge({ policy: 'prepaid', outEighths: 8, inEighths: 0, pricePerEighth: 250_000 })).toBeUndefined()
    expect(fuelCharge({ policy: 'fullToFull', outEighths: 8, inEighths: 0, pricePerEighth: 0 })).toBeUndefined()
  })
})

describe('kilometreCharge', () => {
  const limited = { policy: 'limited' as const, dailyLimitKm: 200, bookedDays: 3, outKm: 10_000, pricePerKm: 5_000 }

  it('charges the kilometres over the daily limit times the booked days', () => {
    const charge = kilometreCharge({ ...limited, inKm: 10_650 })
    expect(charge?.amount).toBe(50 * 5_000)
    expect(charge?.evidence).toBe(
      'Driven 650 km (odometer 10000 → 10650), allowed 600 km (200 km × 3 days): 50 km × 50 kr.',
    )
  })

  it('charges nothing within the limit, on unlimited mileage or without a limit', () => {
    expect(kilometreCharge({ ...limited, inKm: 10_600 })).toBeUndefined()
    expect(kilometreCharge({ ...limited, policy: 'unlimited', inKm: 20_000 })).toBeUndefined()
    expect(kilometreCharge({ ...limited, dailyLimitKm: undefined, inKm: 20_000 })).toBeUndefined()
  })
})

describe('lateReturnCharge', () => {
  const base = {
    pickupAt: new Date('2027-03-01T10:00Z'),
    bookedReturnAt: new Date('2027-03-04T10:00Z'),
    graceMinutes: 59,
    dayPrice: 1_200_000,
  }

  it('charges each rental day the late return adds, once past the grace', () => {
    expect(lateReturnCharge({ ...base, returnedAt: new Date('2027-03-04T11:30Z') })).toEqual({
      kind: 'late-return',
      amount: 1_200_000,
      evidence: 'Returned 1 h 30 min after the booked return (grace 59 min): 1 extra rental day × 12,000 kr.',
    })
    expect(lateReturnCharge({ ...base, returnedAt: new Date('2027-03-05T10:01Z') })?.amount).toBe(2_400_000)
  })

  it('charges nothing within the grace, on time or early', () => {
    expect(lateReturnCharge({ ...base, returnedAt: new Date('2027-03-04T10:59Z') })).toBeUndefined()
    expect(lateReturnCharge({ ...base, returnedAt: new Date('2027-03-04T10:00Z') })).toBeUndefined()
    expect(lateReturnCharge({ ...base, returnedAt: new Date('2027-03-03T18:00Z') })).toBeUndefined()
  })

  it('charges nothing when the late return adds no rental day (a booking ending before a whole day)', () => {
    const short = { ...base, bookedReturnAt: new Date('2027-03-04T06:00Z') }
    expect(lateReturnCharge({ ...short, returnedAt: new Date('2027-03-04T09:00Z') })).toBeUndefined()
    expect(lateReturnCharge({ ...short, returnedAt: new Date('2027-03-04T10:01Z') })?.amount).toBe(1_200_000)
  })
})

describe('damage and later charges', () => {
  it('prices a damage by its price list item', () => {
    expect(damageCharge({ note: ' Dent in the door ', item: { name: 'Dent, door', price: 4_500_000 } })).toEqual({
      kind: 'damage',
      amount: 4_500_000,
      evidence: 'Dent in the door — price list: Dent, door, 45,000 kr.',
    })
  })

  it('adds the handling fee to a toll or fine', () => {
    const fine = laterCharge({ kind: 'fine', amount: 3_000_000, reference: 'LRH-2027-1', handlingFee: 350_000 })
    expect(fine).toEqual({
      kind: 'fine',
      amount: 3_350_000,
      evidence: 'Fine LRH-2027-1: 30,000 kr + handling fee 3,500 kr.',
    })
    expect(laterCharge({ kind: 'toll', amount: 100_000, reference: 'Vaðlaheiði', handlingFee: 0 }).evidence).toBe(
      'Toll Vaðlaheiði: 1,000 kr.',
    )
    expect(chargesTotal([fine, { amount: 1 }])).toBe(3_350_001)
  })
})
