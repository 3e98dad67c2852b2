import { describe, expect, it } from 'vitest'

import { emptyDriver } from './detail-defaults'
import { renterAwareResolver, toFieldErrors } from './form-resolver'

const values = {
  client: {
    firstName: 'Anna',
    lastName: 'Smith',
    email: 'anna@example.com',
    phone: '+354 555 1234',
    country: 'IS',
    driverAge: '25',
  },
  isRenterDriver: true,
  mainDriver: { ...emptyDriver(), licenseNumber: 'B1', expiry: { date: '', doesNotExpire: true } },
  additionalDrivers: [],
}

describe('renterAwareResolver', () => {
  it('names the main driver as the renter while the renter drives', async () => {
    const result = await renterAwareResolver()(values, undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({ drivers: [{ firstName: 'Anna', lastName: 'Smith', expiry: null }] })
  })

  it('asks for the main driver names once the renter does not drive', async () => {
    const result = await renterAwareResolver()({ ...values, isRenterDriver: false }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })
    expect(result.errors).toMatchObject({
      mainDriver: { firstName: { message: 'validation.required' }, lastName: { message: 'validation.required' } },
    })
  })
})

describe('toFieldErrors', () => {
  it('nests the server errors by path with the validation key as message', () => {
    expect(
      toFieldErrors([
        { path: 'client.firstName', key: 'validation.englishLetters', params: { field: 'firstName' } },
        { path: 'additionalDrivers.0.expiry.date', key: 'validation.licenseExpiry', params: { field: 'date' } },
      ]),
    ).toEqual({
      client: { firstName: { type: 'server', message: 'validation.englishLetters' } },
      additionalDrivers: [{ expiry: { date: { type: 'server', message: 'validation.licenseExpiry' } } }],
    })
  })
})
