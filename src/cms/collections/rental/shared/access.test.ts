import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { bookingAccess, rentalAccess } from './access'

const USERS = {
  visitor: null,
  editor: { id: 1, roles: ['editor'] },
  agent: { id: 2, roles: ['agent'] },
  admin: { id: 3, roles: ['admin'] },
}
type Who = keyof typeof USERS
type Access = typeof rentalAccess

function allowed(access: Access, operation: 'read' | 'create' | 'update' | 'delete' | 'unlock', who: Who): unknown {
  return access[operation]?.({ req: { user: USERS[who] } as PayloadRequest })
}

describe('rental access', () => {
  it('lets every staff member read, and no visitor', () => {
    expect(allowed(rentalAccess, 'read', 'visitor')).toBe(false)
    for (const who of ['editor', 'agent', 'admin'] as const) expect(allowed(rentalAccess, 'read', who)).toBe(true)
  })

  it('lets agents and admins change rental data, not editors or visitors', () => {
    for (const operation of ['create', 'update', 'delete', 'unlock'] as const) {
      expect(allowed(rentalAccess, operation, 'visitor')).toBe(false)
      expect(allowed(rentalAccess, operation, 'editor')).toBe(false)
      expect(allowed(rentalAccess, operation, 'agent')).toBe(true)
      expect(allowed(rentalAccess, operation, 'admin')).toBe(true)
    }
  })

  it('keeps deleting bookings to admins', () => {
    expect(allowed(bookingAccess, 'delete', 'agent')).toBe(false)
    expect(allowed(bookingAccess, 'delete', 'admin')).toBe(true)
    expect(allowed(bookingAccess, 'update', 'agent')).toBe(true)
  })
})
