import { describe, it, expect } from 'vitest'
import { fieldErrors } from './field-errors'
import { userSchema } from './user'

const valid = { firstName: 'Anna', lastName: 'Smith', email: 'anna@example.com', phone: '+354 555 1234', country: 'is' }

describe('userSchema', () => {
  it('parses a minimal user, defaulting driver age to 25', () => {
    expect(userSchema.parse(valid)).toEqual({ ...valid, country: 'IS', driverAge: 25 })
  })
  it('parses every field', () => {
    const full = {
      ...valid,
      address: 'Laugavegur 1',
      city: 'Reykjavik',
      postalCode: '101',
      gender: 'female',
      driverAge: '22',
      flightNumber: 'FI 615',
      comments: 'Late arrival',
    }
    expect(userSchema.parse(full)).toMatchObject({ driverAge: 22, gender: 'female', flightNumber: 'FI 615' })
  })
  it('names what is missing and what is malformed', () => {
    const result = userSchema.safeParse({
      firstName: '',
      email: 'x@',
      phone: 'call me',
      country: 'Iceland',
      driverAge: '17',
      flightNumber: '??',
    })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrors(result.error).map((error) => [error.params.field, error.key])).toEqual([
        ['firstName', 'validation.required'],
        ['lastName', 'validation.required'],
        ['email', 'validation.email'],
        ['phone', 'validation.format'],
        ['country', 'validation.format'],
        ['driverAge', 'validation.format'],
        ['flightNumber', 'validation.format'],
      ])
    }
  })
})
