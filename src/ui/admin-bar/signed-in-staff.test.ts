import { describe, expect, it } from 'vitest'

import { signedInStaffName } from './signed-in-staff'

describe('signedInStaffName', () => {
  it('greets a signed-in staff member by name, else by e-mail', () => {
    expect(signedInStaffName({ user: { name: 'Demo Admin', email: 'a@b.is', roles: ['admin'] } })).toBe('Demo Admin')
    expect(signedInStaffName({ user: { name: ' ', email: 'a@b.is', roles: ['editor'] } })).toBe('a@b.is')
  })

  it('is null for nobody, a user without a role, or an answer of another shape', () => {
    expect(signedInStaffName({ user: null })).toBeNull()
    expect(signedInStaffName({ user: { name: 'X', email: 'x@y.is', roles: [] } })).toBeNull()
    expect(signedInStaffName(null)).toBeNull()
    expect(signedInStaffName('nope')).toBeNull()
  })
})
