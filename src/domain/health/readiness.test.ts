import { describe, expect, it } from 'vitest'

import { checkCode, readinessOf } from './readiness'

describe('readinessOf', () => {
  it('is ready when every dependency answered', () => {
    expect(readinessOf({ database: { status: 'ok' }, redis: { status: 'ok' } })).toEqual({
      httpStatus: 200,
      body: { status: 'ok', checks: { database: { status: 'ok' }, redis: { status: 'ok' } } },
    })
    expect(readinessOf({ database: { status: 'ok' } }).httpStatus).toBe(200)
  })

  it('is not ready, naming the dependency that failed and its code, when any one failed', () => {
    const readiness = readinessOf({ database: { status: 'fail', code: 'timeout' }, redis: { status: 'ok' } })
    expect(readiness).toEqual({
      httpStatus: 503,
      body: { status: 'fail', checks: { database: { status: 'fail', code: 'timeout' }, redis: { status: 'ok' } } },
    })
    expect(
      readinessOf({ database: { status: 'ok' }, redis: { status: 'fail', code: 'ECONNREFUSED' } }).httpStatus,
    ).toBe(503)
  })
})

describe('checkCode', () => {
  it('keeps a short code and hides anything else', () => {
    expect(checkCode('ECONNREFUSED')).toBe('ECONNREFUSED')
    expect(checkCode('connection-terminated')).toBe('connection-terminated')
    expect(checkCode('57P01')).toBe('57P01')
    expect(checkCode('connect ECONNREFUSED 10.0.0.5:5432')).toBe('error')
    expect(checkCode('redis://user:secret@host')).toBe('error')
    expect(checkCode(undefined)).toBe('error')
    expect(checkCode('x'.repeat(40))).toBe('error')
  })
})
