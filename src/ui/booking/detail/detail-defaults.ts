import type { BookingDetailsValues, DriversValues, DriverValues } from '@/domain/validation/booking-details'
import type { BookingView, DriverView } from '@/server/rental/booking-view'

type Client = NonNullable<BookingView['Client']>

/**
 * The form's first values: what the visitor stored on the booking before (coming back to the
 * step), else blanks with the booking's driver age and the search's country. The renter drives
 * unless a stored main driver has other names.
 */
export function detailsDefaults(params: {
  client: BookingView['Client']
  drivers: BookingView['Booking_Drivers']
  driverAge: number
  country: string
}): BookingDetailsValues {
  const client: Client = params.client ?? {}
  const main = params.drivers?.find((driver) => !driver.isAdditional)
  const firstName = client.firstName ?? ''
  const lastName = client.lastName ?? ''
  return {
    client: {
      firstName,
      lastName,
      email: client.email ?? '',
      phone: client.phone ?? '',
      address: client.address ?? '',
      city: client.city ?? '',
      country: client.country ?? params.country,
      postalCode: client.postalCode ?? '',
      gender: client.gender ?? '',
      driverAge: String(params.driverAge),
      flightNumber: client.flightNumber ?? '',
      comments: client.comments ?? '',
    },
    isRenterDriver: !main || (main.firstName === firstName && main.lastName === lastName),
    ...driversDefaults(params.drivers),
  }
}

/** The stored drivers as the drivers section's first values (a blank main driver when none). */
export function driversDefaults(drivers: BookingView['Booking_Drivers']): DriversValues {
  const stored = drivers ?? []
  const main = stored.find((driver) => !driver.isAdditional)
  return {
    mainDriver: main ? driverValues(main) : emptyDriver(),
    additionalDrivers: stored.filter((driver) => driver.isAdditional).map(driverValues),
  }
}

export function emptyDriver(): DriverValues {
  return {
    firstName: '',
    lastName: '',
    licenseNumber: '',
    id: '',
    gender: '',
    expiry: { date: '', doesNotExpire: false },
  }
}

function driverValues(driver: DriverView): DriverValues {
  return {
    firstName: driver.firstName,
    lastName: driver.lastName,
    licenseNumber: driver.licenseNumber ?? '',
    id: driver.id ?? '',
    gender: driver.gender ?? '',
    expiry: { date: driver.expiry ?? '', doesNotExpire: driver.expiry === null },
  }
}
