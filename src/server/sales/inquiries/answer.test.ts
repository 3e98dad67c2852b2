import { describe, expect, it } from 'vitest'

import { domainError } from '@/domain/errors/errors'

import { saleFormFailure, saleFormOk } from './answer'

describe('the sales forms answer through the shared error response', () => {
  it('answers an error with the catalogue status, its params and no caching', async () => {
    const response = saleFormFailure(domainError('NOT_AN_IMAGE', { name: 'car.jpg' }))
    expect(response.status).toBe(415)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      success: false,
      error: { code: 'NOT_AN_IMAGE', message: 'The file car.jpg is not a photo.', params: { name: 'car.jpg' } },
    })
  })

  it('says how long to wait on 429 and keeps the field failures', async () => {
    const limited = saleFormFailure(domainError('TOO_MANY_REQUESTS', { retryAfterSeconds: 90 }))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('90')
    const fields = [{ path: 'email', message: 'The field email is not a valid e-mail address' }]
    const invalid = saleFormFailure({ ...domainError('VALIDATION_FAILED'), message: fields[0]!.message }, fields)
    expect(invalid.status).toBe(400)
    expect(((await invalid.json()) as { error: { fields: unknown } }).error.fields).toEqual(fields)
  })

  it('answers success as { success: true, data }', async () => {
    const response = saleFormOk({ id: 7 })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, data: { id: 7 } })
  })
})
