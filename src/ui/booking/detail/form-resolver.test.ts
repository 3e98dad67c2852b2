import { describe, expect, it } from 'vitest'

import { emptyDriver } from './detail-defaults'
import { driversResolver, renterAwareResolver, toFieldErrors } from './form-resolver'

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

describe('driversResolver', () => {
  it('checks the drivers alone with the booking’s driver rules', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false }
    const refused = await driversResolver()({ mainDriver: emptyDriver(), additionalDrivers: [] }, undefined, options)
    expect(refused.errors).toMatchObject({
      mainDriver: {
        firstName: { message: 'validation.required' },
        licenseNumber: { message: 'validation.required' },
        expiry: { date: { message: 'validation.licenseExpiry' } },
      },
    })
    const mainDriver = { ...values.mainDriver, firstName: 'Anna', lastName: 'Smith' }
    const taken = await driversResolver()({ mainDriver, additionalDrivers: [] }, undefined, options)
    expect(taken.values).toMatchObject([{ firstName: 'Anna', isAdditional: false, expiry: null }])
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
