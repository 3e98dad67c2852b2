import { describe, expect, it } from 'vitest'

import { checkOutRefusal, type CheckOutInput } from './check-out'

const t = (iso: string) => Date.parse(iso)
const booking = {
  status: 'confirmed',
  startsAt: t('2027-03-01T10:00Z'),
  endsAt: t('2027-03-04T10:00Z'),
  isCheckedOut: false,
}
const input: CheckOutInput = {
  vehicleId: 1,
  mileage: 12_345,
  fuelEighths: 8,
  licenceChecked: true,
  extraDriversPresent: false,
  damage: [{ note: 'Scratch on the rear bumper', hasPhoto: true }],
}
const at = t('2027-03-01T09:30Z')
const refusal = (
  changes: Partial<CheckOutInput> = {},
  extra: { lastMileage?: number; now?: number; booking?: Partial<typeof booking> } = {},
) =>
  checkOutRefusal({
    booking: { ...booking, ...extra.booking },
    input: { ...input, ...changes },
    lastMileage: extra.lastMileage,
    now: extra.now ?? at,
  })

describe('a check-out', () => {
  it('is recorded for a confirmed booking at pickup with the licence seen', () => {
    expect(refusal()).toBeUndefined()
    expect(refusal({}, { lastMileage: 12_345 })).toBeUndefined()
  })

  it('is refused for a booking not confirmed, checked out already, too early or over', () => {
    expect(refusal({}, { booking: { status: 'requested' } })).toBe('NOT_CONFIRMED')
    expect(refusal({}, { booking: { isCheckedOut: true } })).toBe('ALREADY_CHECKED_OUT')
    expect(refusal({}, { now: t('2027-02-28T09:59Z') })).toBe('TOO_EARLY')
    expect(refusal({}, { now: t('2027-02-28T10:00Z') })).toBeUndefined()
    expect(refusal({}, { now: t('2027-03-04T10:00Z') })).toBe('ENDED')
  })

  it('needs the licence checked and plausible readings', () => {
    expect(refusal({ licenceChecked: false })).toBe('LICENCE_NOT_CHECKED')
    expect(refusal({ fuelEighths: 9 })).toBe('BAD_FUEL')
    expect(refusal({ fuelEighths: 3.5 })).toBe('BAD_FUEL')
    expect(refusal({ mileage: -1 })).toBe('BAD_MILEAGE')
    expect(refusal({}, { lastMileage: 12_346 })).toBe('MILEAGE_BELOW_LAST')
  })

  it('takes up to 20 damage notes of 1 to 500 characters', () => {
    expect(refusal({ damage: [] })).toBeUndefined()
    expect(refusal({ damage: [{ note: '  ', hasPhoto: false }] })).toBe('BAD_DAMAGE_NOTES')
    expect(refusal({ damage: [{ note: 'x'.repeat(501), hasPhoto: false }] })).toBe('BAD_DAMAGE_NOTES')
    expect(refusal({ damage: Array.from({ length: 21 }, () => ({ note: 'dent', hasPhoto: false })) })).toBe(
      'BAD_DAMAGE_NOTES',
    )
  })
})
