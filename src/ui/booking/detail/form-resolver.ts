import { set, type FieldErrors, type FieldValues } from 'react-hook-form'

import type { BookingDetails, BookingDetailsValues, DriversValues } from '@/domain/validation/booking-details'
import type { DriverDetails } from '@/domain/validation/driver'
import type { FieldError } from '@/domain/validation/field-errors'
import { lazyResolver, type LazyResolver } from '@/ui/forms/lazy-resolver'

/** The details form's resolver (see renterAwareSchemaResolver), its schema fetched at first use. */
export function renterAwareResolver(): LazyResolver<BookingDetailsValues, BookingDetails> {
  return lazyResolver(() => import('./schema-resolvers').then((module) => module.renterAwareSchemaResolver()))
}

/** The drivers' resolver (manage's Driver step), its schema fetched at first use. */
export function driversResolver(): LazyResolver<DriversValues, DriverDetails[]> {
  return lazyResolver(() => import('./schema-resolvers').then((module) => module.driversSchemaResolver()))
}

/** The server's field errors as react-hook-form errors (the message is the validation key). */
export function toFieldErrors<Values extends FieldValues>(errors: readonly FieldError[]): FieldErrors<Values> {
  const tree: FieldErrors<Values> = {}
  for (const error of errors) set(tree, error.path, { type: 'server', message: error.key })
  return tree
}
