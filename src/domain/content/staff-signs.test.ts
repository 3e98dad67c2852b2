import { describe, expect, it } from 'vitest'

import { STAFF_MARKER_KEY } from './staff-marker'
import { hasStaffSigns } from './staff-signs'
import { TOOLBAR_STORAGE_KEY } from '../security/toolbar-token'

const storage = (entries: Record<string, string> = {}) => ({ getItem: (key: string) => entries[key] ?? null })

describe('hasStaffSigns', () => {
  it('is false for a visitor: no token, nothing stored', () => {
    expect(hasStaffSigns({ search: '?q=1', session: storage(), local: storage() })).toBe(false)
  })

  it('is true with a token in the address, even an empty one', () => {
    expect(hasStaffSigns({ search: '?token=', session: storage(), local: storage() })).toBe(true)
  })

  it('is true with a stored toolbar token', () => {
    expect(hasStaffSigns({ search: '', session: storage({ [TOOLBAR_STORAGE_KEY]: 'x' }), local: storage() })).toBe(true)
  })

  it('is true only with the marker set to 1', () => {
    expect(hasStaffSigns({ search: '', session: storage(), local: storage({ [STAFF_MARKER_KEY]: '1' }) })).toBe(true)
    expect(hasStaffSigns({ search: '', session: storage(), local: storage({ [STAFF_MARKER_KEY]: '0' }) })).toBe(false)
  })
})
