import { describe, expect, it } from 'vitest'

import { detailsDefaults, driversDefaults } from './detail-defaults'

const blank = { client: null, drivers: null, driverAge: 21, country: 'DE' }

describe('detailsDefaults', () => {
  it('starts blank with the booking driver age and the search country, the renter driving', () => {
    const values = detailsDefaults(blank)
    expect(values.client).toMatchObject({ firstName: '', driverAge: '21', country: 'DE', gender: '' })
    expect(values.isRenterDriver).toBe(true)
    expect(values.mainDriver.expiry).toEqual({ date: '', doesNotExpire: false })
    expect(values.additionalDrivers).toEqual([])
  })

  it('brings back what was stored, with a separate main driver and additional drivers', () => {
    const values = detailsDefaults({
      ...blank,
      client: { firstName: 'Anna', lastName: 'Smith', email: 'a@example.com', country: 'IS', gender: 'female' },
      drivers: [
        {
          firstName: 'Bob',
          lastName: 'Smith',
          licenseNumber: 'B1',
          id: null,
          expiry: null,
          gender: null,
          isAdditional: false,
        },
        {
          firstName: 'Cid',
          lastName: 'Lee',
          licenseNumber: 'C2',
          id: 'P9',
          expiry: '2031-02-03',
          gender: 'male',
          isAdditional: true,
        },
      ],
    })
    expect(values.client).toMatchObject({ firstName: 'Anna', email: 'a@example.com', country: 'IS', gender: 'female' })
    expect(values.isRenterDriver).toBe(false)
    expect(values.mainDriver).toMatchObject({ firstName: 'Bob', expiry: { date: '', doesNotExpire: true } })
    expect(values.additionalDrivers).toEqual([
      {
        firstName: 'Cid',
        lastName: 'Lee',
        licenseNumber: 'C2',
        id: 'P9',
        gender: 'male',
        expiry: { date: '2031-02-03', doesNotExpire: false },
      },
    ])
  })

  it('keeps the renter as the driver when the stored main driver has the renter’s names', () => {
    const driver = {
      firstName: 'Anna',
      lastName: 'Smith',
      licenseNumber: 'A1',
      id: null,
      expiry: '2030-01-01',
      gender: null,
      isAdditional: false,
    }
    const values = detailsDefaults({ ...blank, client: { firstName: 'Anna', lastName: 'Smith' }, drivers: [driver] })
    expect(values.isRenterDriver).toBe(true)
    expect(values.mainDriver.licenseNumber).toBe('A1')
  })
})

describe('driversDefaults', () => {
  it('gives the stored drivers, main first, and a blank main driver when none is stored', () => {
    const stored = { licenseNumber: 'B1', id: 'P1', expiry: '2030-01-01', gender: 'male' }
    const values = driversDefaults([
      { ...stored, firstName: 'Jon', lastName: 'Jonsson', isAdditional: true },
      { ...stored, firstName: 'Anna', lastName: 'Smith', isAdditional: false },
    ])
    expect(values.mainDriver).toMatchObject({ firstName: 'Anna', id: 'P1', gender: 'male' })
    expect(values.additionalDrivers?.map((driver) => driver.firstName)).toEqual(['Jon'])
    expect(driversDefaults(null)).toEqual({
      mainDriver: expect.objectContaining({ firstName: '' }),
      additionalDrivers: [],
    })
  })
})
