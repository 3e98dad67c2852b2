import type { FieldPath } from 'react-hook-form'

import type { BookingDetailsValues, DriversValues } from '@/domain/validation/booking-details'

export type DetailPath = FieldPath<BookingDetailsValues>
export type DriverPath = FieldPath<DriversValues>

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
  return [...CLIENT_PATHS, ...driverFieldPaths(params), ...ARRIVAL_PATHS]
}

/** The drivers' fields in page order: the main driver (names unless the renter drives), then the others. */
export function driverFieldPaths(params: { isRenterDriver: boolean; additionalCount: number }): DriverPath[] {
  const main: DriverPath[] = [
    ...(params.isRenterDriver ? [] : (['mainDriver.firstName', 'mainDriver.lastName'] as const)),
    'mainDriver.licenseNumber',
    'mainDriver.id',
    'mainDriver.expiry.date',
    'mainDriver.gender',
  ]
  const additional = Array.from({ length: params.additionalCount }, (_, index): DriverPath[] => [
    `additionalDrivers.${index}.firstName`,
    `additionalDrivers.${index}.lastName`,
    `additionalDrivers.${index}.licenseNumber`,
    `additionalDrivers.${index}.id`,
    `additionalDrivers.${index}.expiry.date`,
    `additionalDrivers.${index}.gender`,
  ]).flat()
  return [...main, ...additional]
}
