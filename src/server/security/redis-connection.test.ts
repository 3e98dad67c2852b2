import { describe, expect, it } from 'vitest'

import { storeErrorReason } from './redis-connection'

describe('store error in a log line', () => {
  it('names the code, else the start of the message, never credentials', () => {
    expect(
      storeErrorReason(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:6379'), { code: 'ECONNREFUSED' })),
    ).toBe('ECONNREFUSED')
    expect(storeErrorReason(new Error('Command timed out'))).toBe('Command timed out')
    expect(storeErrorReason(new Error('bad redis://user:hunter2@10.0.0.5:6379/0'))).toBe(
      'bad redis://***@10.0.0.5:6379/0',
    )
    expect(storeErrorReason(new Error('x'.repeat(500)))).toHaveLength(80)
    expect(storeErrorReason('boom')).toBe('unknown error')
  })
})
