import type { FieldPath } from 'react-hook-form'

import type { BookingDetailsValues } from '@/domain/validation/booking-details'

export type DetailPath = FieldPath<BookingDetailsValues>

const CLIENT_PATHS = [
  'client.firstName',
  'client.lastName',
  'client.email',
  'client.phone',
  'client.country',
  'client.driverAge',
  'client.address',
  'client.postalCode',
  'client.city',
  'client.gender',
] as const satisfies readonly DetailPath[]

const ARRIVAL_PATHS = ['client.flightNumber', 'client.comments'] as const satisfies readonly DetailPath[]

/**
 * The fields the visitor sees, in page order (for the error summary and the focus on the first
 * invalid field). The main driver's names are hidden while the renter drives.
 */
export function visibleFieldPaths(params: { isRenterDriver: boolean; additionalCount: number }): DetailPath[] {
  const main: DetailPath[] = [
    ...(params.isRenterDriver ? [] : (['mainDriver.firstName', 'mainDriver.lastName'] as const)),
    'mainDriver.licenseNumber',
    'mainDriver.id',
    'mainDriver.expiry.date',
    'mainDriver.gender',
  ]
  const additional = Array.from({ length: params.additionalCount }, (_, index): DetailPath[] => [
    `additionalDrivers.${index}.firstName`,
    `additionalDrivers.${index}.lastName`,
    `additionalDrivers.${index}.licenseNumber`,
    `additionalDrivers.${index}.id`,
    `additionalDrivers.${index}.expiry.date`,
    `additionalDrivers.${index}.gender`,
  ]).flat()
  return [...CLIENT_PATHS, ...main, ...additional, ...ARRIVAL_PATHS]
}
