import { describe, expect, it } from 'vitest'

import { backoffMs, isRetryableDbError } from './busy'

describe('isRetryableDbError', () => {
  it('knows a locked SQLite database, also when wrapped', () => {
    expect(isRetryableDbError(Object.assign(new Error('x'), { code: 'SQLITE_BUSY' }))).toBe(true)
    expect(isRetryableDbError(new Error('Error: cannot begin transaction: database is locked'))).toBe(true)
    expect(isRetryableDbError(new Error('outer', { cause: { code: '40P01' } }))).toBe(true)
  })
  it('leaves other errors alone', () => {
    expect(isRetryableDbError(new Error('UNIQUE constraint failed'))).toBe(false)
    expect(isRetryableDbError(undefined)).toBe(false)
  })
})

describe('backoffMs', () => {
  it('grows and stays bounded', () => {
    expect(backoffMs(0)).toBeLessThanOrEqual(5)
    expect(backoffMs(10)).toBeLessThanOrEqual(160)
    expect(backoffMs(10)).toBeGreaterThanOrEqual(80)
  })
})
