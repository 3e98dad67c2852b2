import { zodResolver } from '@hookform/resolvers/zod'
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'

import {
  bookingDetailsSchema,
  driversSchema,
  withRenterNames,
  type BookingDetails,
  type BookingDetailsValues,
  type DriversValues,
} from '@/domain/validation/booking-details'
import type { DriverDetails } from '@/domain/validation/driver'
import type { FieldError } from '@/domain/validation/field-errors'

/** The schema's resolver, with the main driver named as the renter while the renter drives. */
export function renterAwareResolver(): Resolver<BookingDetailsValues, unknown, BookingDetails> {
  const schemaResolver = zodResolver(bookingDetailsSchema(new Date()))
  return (values, context, options) => schemaResolver(withRenterNames(values), context, options)
}

/** The drivers' resolver (manage's Driver step): the booking's driver rules. */
export function driversResolver(): Resolver<DriversValues, unknown, DriverDetails[]> {
  return zodResolver(driversSchema(new Date()))
}

/** The server's field errors as react-hook-form errors (the message is the validation key). */
export function toFieldErrors<Values extends FieldValues>(errors: readonly FieldError[]): FieldErrors<Values> {
  const tree: FieldErrors<Values> = {}
  for (const error of errors) set(tree, error.path, { type: 'server', message: error.key })
  return tree
}
