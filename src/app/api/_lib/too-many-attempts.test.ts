import { describe, expect, it } from 'vitest'

import { errorResponse } from '@/server/http/api-response'

import { tooManyAttempts } from './too-many-attempts'

describe('too many attempts answer', () => {
  it('is a 429 with the code, a message and Retry-After in whole seconds', async () => {
    const response = errorResponse(tooManyAttempts(899.2).error)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('900')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      success: false,
      error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please wait 15 minutes and try again.' },
    })
    expect(tooManyAttempts(0).error.message).toContain('a minute')
  })
})
