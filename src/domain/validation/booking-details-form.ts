import type { BookingDetailsValues, DriversValues, DriverValues } from './booking-details'
import { MAX_ADDITIONAL_DRIVERS } from './driver-limits'

type Entries = Iterable<readonly [string, unknown]>

/**
 * The details form as posted (field names as the form names them: 'client.email',
 * 'mainDriver.expiry.date', 'additionalDrivers.0.firstName', ...) turned into form values. A
 * checkbox counts as checked when posted; missing text is ''.
 */
export function detailsValuesFromEntries(entries: Entries): BookingDetailsValues {
  const form = formMap(entries)
  const text = (name: string) => form.get(name) ?? ''
  return {
    client: {
      firstName: text('client.firstName'),
      lastName: text('client.lastName'),
      email: text('client.email'),
      phone: text('client.phone'),
      address: text('client.address'),
      city: text('client.city'),
      country: text('client.country'),
      postalCode: text('client.postalCode'),
      gender: text('client.gender'),
      driverAge: text('client.driverAge'),
      flightNumber: text('client.flightNumber'),
      comments: text('client.comments'),
    },
    isRenterDriver: form.has('isRenterDriver'),
    ...drivers(form),
  }
}

/** The drivers alone as posted (manage's Driver step), named as in the details form. */
export function driversValuesFromEntries(entries: Entries): DriversValues {
  return drivers(formMap(entries))
}

function formMap(entries: Entries): Map<string, string> {
  const form = new Map<string, string>()
  for (const [name, value] of entries) if (typeof value === 'string') form.set(name, value)
  return form
}

function drivers(form: ReadonlyMap<string, string>): DriversValues {
  return {
    mainDriver: driverValues(form, 'mainDriver'),
    additionalDrivers: additionalIndexes(form).map((index) => driverValues(form, `additionalDrivers.${index}`)),
  }
}

function driverValues(form: ReadonlyMap<string, string>, prefix: string): DriverValues {
  const text = (field: string) => form.get(`${prefix}.${field}`) ?? ''
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    licenseNumber: text('licenseNumber'),
    id: text('id'),
    gender: text('gender'),
    expiry: { date: text('expiry.date'), doesNotExpire: form.has(`${prefix}.expiry.doesNotExpire`) },
  }
}

/** The additional drivers posted, in order (indexes may have gaps after one was removed). */
function additionalIndexes(form: ReadonlyMap<string, string>): number[] {
  const indexes = new Set<number>()
  for (const name of form.keys()) {
    const match = /^additionalDrivers\.(\d{1,2})\./.exec(name)
    if (match?.[1] !== undefined) indexes.add(Number(match[1]))
  }
  return [...indexes].sort((a, b) => a - b).slice(0, MAX_ADDITIONAL_DRIVERS + 1)
}
