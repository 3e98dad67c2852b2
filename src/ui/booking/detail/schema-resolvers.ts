import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'

import {
  bookingDetailsSchema,
  driversSchema,
  withRenterNames,
  type BookingDetails,
  type BookingDetailsValues,
  type DriversValues,
} from '@/domain/validation/booking-details'
import type { DriverDetails } from '@/domain/validation/driver'

// Loaded at the form's first use (see form-resolver.ts), so zod is not in the step's first load.

/** The schema's resolver, with the main driver named as the renter while the renter drives. */
export function renterAwareSchemaResolver(): Resolver<BookingDetailsValues, unknown, BookingDetails> {
  const schemaResolver = zodResolver(bookingDetailsSchema(new Date()))
  return (values, context, options) => schemaResolver(withRenterNames(values), context, options)
}

/** The drivers' resolver (manage's Driver step): the booking's driver rules. */
export function driversSchemaResolver(): Resolver<DriversValues, unknown, DriverDetails[]> {
  return zodResolver(driversSchema(new Date()))
}
