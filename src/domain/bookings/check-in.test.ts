import { describe, expect, it } from 'vitest'

import { checkInRefusal, type CheckInInput } from './check-in'

const t = (iso: string) => Date.parse(iso)
const booking = {
  status: 'confirmed',
  checkedOutAt: t('2027-03-01T09:30Z'),
  checkOutMileage: 12_345,
  isCheckedIn: false,
}
const input: CheckInInput = {
  returnedAt: t('2027-03-04T10:05Z'),
  mileage: 12_900,
  fuelEighths: 6,
  damage: [{ note: 'Dent in the driver door', hasPhoto: true, priceItemId: 3 }],
}
const now = t('2027-03-04T10:10Z')
const refusal = (
  changes: Partial<CheckInInput> = {},
  extra: { now?: number; booking?: Partial<typeof booking>; items?: number[] } = {},
) =>
  checkInRefusal({
    booking: { ...booking, ...extra.booking },
    input: { ...input, ...changes },
    priceItemIds: extra.items ?? [1, 2, 3],
    now: extra.now ?? now,
  })

describe('checkInRefusal', () => {
  it('records a plausible return of a car checked out', () => {
    expect(refusal()).toBeUndefined()
    expect(refusal({ damage: [] })).toBeUndefined()
    expect(refusal({ damage: [{ note: 'Chip', hasPhoto: true }] })).toBeUndefined()
  })

  it('needs a confirmed booking checked out and not checked in yet', () => {
    expect(refusal({}, { booking: { status: 'cancelled' } })).toBe('NOT_CONFIRMED')
    expect(refusal({}, { booking: { checkedOutAt: undefined } })).toBe('NOT_CHECKED_OUT')
    expect(refusal({}, { booking: { isCheckedIn: true } })).toBe('ALREADY_CHECKED_IN')
  })

  it('keeps the return between the check-out and now (a few minutes of clock skew allowed), within a week', () => {
    expect(refusal({ returnedAt: t('2027-03-01T09:29Z') })).toBe('RETURN_BEFORE_CHECK_OUT')
    expect(refusal({ returnedAt: t('2027-03-01T09:30Z') })).toBeUndefined()
    expect(refusal({ returnedAt: now + 5 * 60_000 })).toBeUndefined()
    expect(refusal({ returnedAt: now + 5 * 60_000 + 1 })).toBe('RETURN_IN_FUTURE')
    expect(refusal({}, { now: t('2027-03-11T10:05Z') })).toBeUndefined()
    expect(refusal({}, { now: t('2027-03-11T10:06Z') })).toBe('RETURN_TOO_OLD')
  })

  it('never lets the odometer go below the check-out reading', () => {
    expect(refusal({ mileage: 12_345 })).toBeUndefined()
    expect(refusal({ mileage: 12_344 })).toBe('MILEAGE_BELOW_CHECK_OUT')
    expect(refusal({ mileage: 12_900.5 })).toBe('BAD_MILEAGE')
  })

  it('takes fuel in eighths 0 to 8', () => {
    expect(refusal({ fuelEighths: 0 })).toBeUndefined()
    expect(refusal({ fuelEighths: 9 })).toBe('BAD_FUEL')
    expect(refusal({ fuelEighths: 2.5 })).toBe('BAD_FUEL')
  })

  it('needs each new damage described, photographed and priced from the list if priced', () => {
    expect(refusal({ damage: [{ note: ' ', hasPhoto: true }] })).toBe('BAD_DAMAGE_NOTES')
    expect(refusal({ damage: [{ note: 'Scratch', hasPhoto: false }] })).toBe('DAMAGE_WITHOUT_PHOTO')
    expect(refusal({ damage: [{ note: 'Scratch', hasPhoto: true, priceItemId: 9 }] })).toBe('UNKNOWN_PRICE_ITEM')
    const many = Array.from({ length: 21 }, () => ({ note: 'Scratch', hasPhoto: true }))
    expect(refusal({ damage: many })).toBe('BAD_DAMAGE_NOTES')
  })
})
