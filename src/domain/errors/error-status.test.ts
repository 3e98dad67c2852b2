import { describe, expect, it } from 'vitest'

import { errorStatus } from './error-status'

describe('errorStatus', () => {
  it('takes the error status first, then the response status', () => {
    expect(errorStatus({ status: 404, response: { status: 502 } })).toBe(404)
    expect(errorStatus({ response: { status: 503 } })).toBe(503)
  })

  it('defaults to 500 for missing or nonsensical statuses', () => {
    expect(errorStatus(undefined)).toBe(500)
    expect(errorStatus({ status: '404' })).toBe(500)
    expect(errorStatus({ status: 200 })).toBe(500)
    expect(errorStatus({ response: null })).toBe(500)
  })
})
