import { describe, it, expect } from 'vitest'
import { z } from 'zod'
import { fieldErrors } from './field-errors'

describe('fieldErrors', () => {
  it('gives path, key and field of each issue', () => {
    const schema = z.object({ drivers: z.array(z.object({ firstName: z.string({ error: 'validation.required' }) })) })
    const result = schema.safeParse({ drivers: [{ firstName: 'Jón' }, {}] })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual([
        { path: 'drivers.1.firstName', key: 'validation.required', params: { field: 'firstName' } },
      ])
    }
  })
  it('treats a message that is not one of our keys as a format error', () => {
    const result = z.object({ age: z.number() }).safeParse({ age: 'x' })
    expect(result.success ? [] : fieldErrors(result.error)).toEqual([
      { path: 'age', key: 'validation.format', params: { field: 'age' } },
    ])
  })
})
