import { zodResolver } from '@hookform/resolvers/zod'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'

import {
  bookingDetailsSchema,
  withRenterNames,
  type BookingDetails,
  type BookingDetailsValues,
} from '@/domain/validation/booking-details'
import type { FieldError } from '@/domain/validation/field-errors'

/** The schema's resolver, with the main driver named as the renter while the renter drives. */
export function renterAwareResolver(): Resolver<BookingDetailsValues, unknown, BookingDetails> {
  const schemaResolver = zodResolver(bookingDetailsSchema(new Date()))
  return (values, context, options) => schemaResolver(withRenterNames(values), context, options)
}

/** The server's field errors as react-hook-form errors (the message is the validation key). */
export function toFieldErrors(errors: readonly FieldError[]): FieldErrors<BookingDetailsValues> {
  const tree: FieldErrors<BookingDetailsValues> = {}
  for (const error of errors) set(tree, error.path, { type: 'server', message: error.key })
  return tree
}
