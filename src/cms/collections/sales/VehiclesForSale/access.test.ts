import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { publishedOrStaff } from './access'

const readAs = (user: unknown) => publishedOrStaff({ req: { user } as PayloadRequest })

describe('cars for sale access', () => {
  it('shows visitors published cars only', () => {
    expect(readAs(null)).toEqual({ isPublished: { equals: true } })
  })

  it('shows staff every car', () => {
    for (const role of ['admin', 'editor', 'agent']) expect(readAs({ id: 1, roles: [role] })).toBe(true)
  })
})
