import { describe, expect, it } from 'vitest'

import { MAX_RENTER_PHOTOS, MAX_SIGNATURE_BYTES, renterPhotoRefusal, signatureRefusal } from './check-out-signature'

describe('signatureRefusal', () => {
  const ok = { isCheckedOut: true, isSigned: false, signatureBytes: 4_000 }

  it('lets the renter sign a recorded check-out once, with a signature of a plausible size', () => {
    expect(signatureRefusal(ok)).toBeUndefined()
    expect(signatureRefusal({ ...ok, signatureBytes: MAX_SIGNATURE_BYTES })).toBeUndefined()
  })

  it('refuses before the record, after a signature, and an empty or oversized one', () => {
    expect(signatureRefusal({ ...ok, isCheckedOut: false })).toBe('NOT_CHECKED_OUT')
    expect(signatureRefusal({ ...ok, isSigned: true })).toBe('ALREADY_SIGNED')
    expect(signatureRefusal({ ...ok, signatureBytes: 0 })).toBe('NO_SIGNATURE')
    expect(signatureRefusal({ ...ok, signatureBytes: MAX_SIGNATURE_BYTES + 1 })).toBe('NO_SIGNATURE')
  })

  it('names the missing record before anything else', () => {
    expect(signatureRefusal({ isCheckedOut: false, isSigned: true, signatureBytes: 0 })).toBe('NOT_CHECKED_OUT')
  })
})

describe('renterPhotoRefusal', () => {
  const endsAt = Date.parse('2027-03-04T10:00Z')
  const ok = {
    status: 'confirmed',
    isCheckedOut: true,
    isReturned: false,
    endsAt,
    existing: 0,
    adding: 2,
    now: Date.parse('2027-03-01T10:05Z'),
  }

  it('lets the renter add photos after check-out and before the return', () => {
    expect(renterPhotoRefusal(ok)).toBeUndefined()
    expect(renterPhotoRefusal({ ...ok, existing: MAX_RENTER_PHOTOS - 2 })).toBeUndefined()
  })

  it('refuses before check-out and for a booking that is not confirmed', () => {
    expect(renterPhotoRefusal({ ...ok, isCheckedOut: false })).toBe('NOT_CHECKED_OUT')
    expect(renterPhotoRefusal({ ...ok, status: 'cancelled' })).toBe('NOT_CHECKED_OUT')
  })

  it('refuses from the return on, due or recorded', () => {
    expect(renterPhotoRefusal({ ...ok, now: endsAt })).toBe('RETURNED')
    expect(renterPhotoRefusal({ ...ok, now: endsAt - 1 })).toBeUndefined()
    expect(renterPhotoRefusal({ ...ok, isReturned: true })).toBe('RETURNED')
  })

  it('counts the photos already added against the limit, and wants at least one', () => {
    expect(renterPhotoRefusal({ ...ok, existing: MAX_RENTER_PHOTOS - 1 })).toBe('TOO_MANY')
    expect(renterPhotoRefusal({ ...ok, existing: MAX_RENTER_PHOTOS, adding: 1 })).toBe('TOO_MANY')
    expect(renterPhotoRefusal({ ...ok, adding: 0 })).toBe('NO_PHOTOS')
  })
})
