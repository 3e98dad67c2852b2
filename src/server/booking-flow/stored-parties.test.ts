import { describe, expect, it } from 'vitest'

import { storedParties } from './stored-parties'

const client = {
  firstName: 'Anna',
  lastName: 'Jonsdottir',
  email: 'anna@example.com',
  phone: '+354 555 1234',
  address: null,
  postalCode: null,
  city: null,
  country: 'IS',
  gender: null,
  flightNumber: 'FI 615',
  comments: null,
}

describe('storedParties', () => {
  it('gives back the renter and drivers the detail step stored, as saving takes them', () => {
    const parties = storedParties({
      client,
      driverAge: 30,
      drivers: [
        {
          firstName: 'Anna',
          lastName: 'Jonsdottir',
          licenseNumber: 'B1234567',
          idNumber: null,
          licenseExpiry: '2030-01-31T00:00:00.000Z',
          gender: 'female',
          isAdditional: false,
        },
        { firstName: 'Bob', lastName: 'Smith', licenseNumber: 'C7', licenseExpiry: null, isAdditional: true },
      ],
    })
    expect(parties?.client).toMatchObject({ firstName: 'Anna', country: 'IS', driverAge: 30, flightNumber: 'FI 615' })
    expect(parties?.client.address).toBeUndefined()
    expect(parties?.drivers).toEqual([
      {
        firstName: 'Anna',
        lastName: 'Jonsdottir',
        licenseNumber: 'B1234567',
        id: undefined,
        expiry: '2030-01-31',
        gender: 'female',
        isAdditional: false,
      },
      {
        firstName: 'Bob',
        lastName: 'Smith',
        licenseNumber: 'C7',
        id: undefined,
        expiry: null,
        gender: undefined,
        isAdditional: true,
      },
    ])
  })

  it('has nothing while the renter is incomplete or missing', () => {
    expect(storedParties({ client: { ...client, email: null }, driverAge: 30, drivers: [] })).toBeUndefined()
    expect(storedParties({ client: undefined, driverAge: 30, drivers: null })).toBeUndefined()
  })
})
