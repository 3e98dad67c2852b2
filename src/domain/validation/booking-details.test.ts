import { describe, expect, it } from 'vitest'

import { bookingDetailsSchema, driversSchema, withRenterNames, type BookingDetailsValues } from './booking-details'
import { MAX_ADDITIONAL_DRIVERS } from './driver-limits'
import { detailsValuesFromEntries, driversValuesFromEntries } from './booking-details-form'
import { fieldErrors } from './field-errors'

const NOW = new Date('2025-06-15T12:00:00Z')
const schema = bookingDetailsSchema(NOW)

const client = {
  firstName: 'Anna',
  lastName: "O'Neill",
  email: 'anna@example.com',
  phone: '+354 555 1234',
  address: '',
  city: '',
  country: 'is',
  postalCode: '',
  gender: '',
  driverAge: '25',
  flightNumber: 'FI 615',
  comments: '',
}
const driver = {
  firstName: '',
  lastName: '',
  licenseNumber: 'B1234567',
  id: '',
  gender: '',
  expiry: { date: '2030-01-31', doesNotExpire: false },
}
const valid: BookingDetailsValues = { client, isRenterDriver: true, mainDriver: driver, additionalDrivers: [] }

function errorsOf(values: BookingDetailsValues): [string, string][] {
  const result = schema.safeParse(withRenterNames(values))
  return result.success ? [] : fieldErrors(result.error).map((error) => [error.path, error.key])
}

describe('bookingDetailsSchema', () => {
  it('gives the client and the main driver named as the renter', () => {
    const details = schema.parse(withRenterNames(valid))
    expect(details.client).toMatchObject({ firstName: 'Anna', country: 'IS', driverAge: 25, flightNumber: 'FI 615' })
    expect(details.client.gender).toBeUndefined()
    expect(details.drivers).toEqual([
      {
        firstName: 'Anna',
        lastName: "O'Neill",
        licenseNumber: 'B1234567',
        expiry: '2030-01-31',
        isAdditional: false,
      },
    ])
  })

  it('says every required field of an empty form is required, the licence expiry included', () => {
    const empty = detailsValuesFromEntries([])
    expect(errorsOf(empty)).toEqual([
      ['client.firstName', 'validation.required'],
      ['client.lastName', 'validation.required'],
      ['client.email', 'validation.required'],
      ['client.phone', 'validation.required'],
      ['client.country', 'validation.required'],
      ['client.driverAge', 'validation.format'],
      ['mainDriver.firstName', 'validation.required'],
      ['mainDriver.lastName', 'validation.required'],
      ['mainDriver.licenseNumber', 'validation.required'],
      ['mainDriver.expiry.date', 'validation.licenseExpiry'],
    ])
  })

  it('takes names with accents as written, and refuses digits with the spec message', () => {
    const accented = { ...valid, client: { ...client, firstName: 'Guðrún', lastName: 'Jónsdóttir' } }
    expect(errorsOf(accented)).toEqual([])
    expect(schema.parse(withRenterNames(accented)).client).toMatchObject({
      firstName: 'Guðrún',
      lastName: 'Jónsdóttir',
    })
    const values = { ...valid, client: { ...client, firstName: 'J0n', lastName: 'Núñez 2' } }
    expect(errorsOf(values)).toEqual([
      ['client.firstName', 'validation.englishLetters'],
      ['client.lastName', 'validation.englishLetters'],
      ['mainDriver.firstName', 'validation.englishLetters'],
      ['mainDriver.lastName', 'validation.englishLetters'],
    ])
  })

  it('refuses a licence expiry in the past, today or missing, and takes none when it does not expire', () => {
    for (const date of ['2024-12-31', '2025-06-15', '', '31/01/2030']) {
      expect(errorsOf({ ...valid, mainDriver: { ...driver, expiry: { date, doesNotExpire: false } } })).toEqual([
        ['mainDriver.expiry.date', 'validation.licenseExpiry'],
      ])
    }
    const neverExpires = { ...valid, mainDriver: { ...driver, expiry: { date: '', doesNotExpire: true } } }
    expect(schema.parse(withRenterNames(neverExpires)).drivers[0]?.expiry).toBeNull()
  })

  it('uses the main driver’s own names when the renter does not drive', () => {
    const values = { ...valid, isRenterDriver: false, mainDriver: { ...driver, firstName: 'Bob', lastName: 'Smith' } }
    expect(schema.parse(withRenterNames(values)).drivers[0]).toMatchObject({ firstName: 'Bob', lastName: 'Smith' })
    expect(errorsOf({ ...valid, isRenterDriver: false })).toEqual([
      ['mainDriver.firstName', 'validation.required'],
      ['mainDriver.lastName', 'validation.required'],
    ])
  })

  it('validates additional drivers and marks them additional', () => {
    const second = {
      ...driver,
      firstName: 'Björk3',
      lastName: 'Smith',
      expiry: { date: '2020-01-01', doesNotExpire: false },
    }
    expect(errorsOf({ ...valid, additionalDrivers: [second] })).toEqual([
      ['additionalDrivers.0.firstName', 'validation.englishLetters'],
      ['additionalDrivers.0.expiry.date', 'validation.licenseExpiry'],
    ])
    const fixed = { ...second, firstName: 'Bjork', expiry: { date: '', doesNotExpire: true } }
    const details = schema.parse(withRenterNames({ ...valid, additionalDrivers: [fixed] }))
    expect(details.drivers[1]).toMatchObject({ firstName: 'Bjork', expiry: null, isAdditional: true })
  })

  it('refuses more additional drivers than allowed, an unknown country and an unknown gender', () => {
    const many = Array.from({ length: MAX_ADDITIONAL_DRIVERS + 1 }, () => ({
      ...driver,
      firstName: 'A',
      lastName: 'B',
    }))
    expect(errorsOf({ ...valid, additionalDrivers: many })).toEqual([['additionalDrivers', 'validation.format']])
    expect(errorsOf({ ...valid, client: { ...client, country: 'XX', gender: 'robot' } })).toEqual([
      ['client.country', 'validation.format'],
      ['client.gender', 'validation.format'],
    ])
  })
})

describe('detailsValuesFromEntries', () => {
  it('reads the posted form, checkboxes by presence, additional drivers in order', () => {
    const values = detailsValuesFromEntries([
      ['client.firstName', 'Anna'],
      ['client.driverAge', '21'],
      ['isRenterDriver', 'on'],
      ['mainDriver.expiry.doesNotExpire', 'on'],
      ['additionalDrivers.3.firstName', 'Cid'],
      ['additionalDrivers.1.firstName', 'Bob'],
      ['additionalDrivers.1.expiry.date', '2030-01-01'],
    ])
    expect(values.client).toMatchObject({ firstName: 'Anna', driverAge: '21', email: '' })
    expect(values.isRenterDriver).toBe(true)
    expect(values.mainDriver.expiry).toEqual({ date: '', doesNotExpire: true })
    expect(values.additionalDrivers?.map((entry) => [entry.firstName, entry.expiry?.date])).toEqual([
      ['Bob', '2030-01-01'],
      ['Cid', ''],
    ])
  })
})

describe('driversSchema (manage’s Driver step)', () => {
  const named = { ...driver, firstName: 'Guðrún', lastName: 'Jónsdóttir' }

  it('gives the main driver first, then the additional ones, with the booking’s rules', () => {
    const result = driversSchema(NOW).parse({
      mainDriver: named,
      additionalDrivers: [{ ...named, firstName: 'Jürgen', lastName: 'Müller', expiry: { doesNotExpire: true } }],
    })
    expect(result.map((entry) => [entry.firstName, entry.isAdditional, entry.expiry])).toEqual([
      ['Guðrún', false, '2030-01-31'],
      ['Jürgen', true, null],
    ])
  })

  it('asks for the main driver’s names (no renter to take them from) and refuses too many drivers', () => {
    const empty = driversSchema(NOW).safeParse({ mainDriver: driver, additionalDrivers: [] })
    expect(empty.success ? [] : fieldErrors(empty.error).map((error) => [error.path, error.key])).toEqual([
      ['mainDriver.firstName', 'validation.required'],
      ['mainDriver.lastName', 'validation.required'],
    ])
    const many = Array.from({ length: MAX_ADDITIONAL_DRIVERS + 1 }, () => named)
    expect(driversSchema(NOW).safeParse({ mainDriver: named, additionalDrivers: many }).success).toBe(false)
  })

  it('reads the drivers as posted, nothing of the renter', () => {
    const values = driversValuesFromEntries([
      ['locale', 'is'],
      ['mainDriver.firstName', 'Anna'],
      ['additionalDrivers.0.lastName', 'Jonsson'],
      ['additionalDrivers.0.expiry.doesNotExpire', 'on'],
    ])
    expect(Object.keys(values)).toEqual(['mainDriver', 'additionalDrivers'])
    expect(values.mainDriver.firstName).toBe('Anna')
    expect(values.additionalDrivers?.[0]).toMatchObject({ lastName: 'Jonsson', expiry: { doesNotExpire: true } })
  })
})
