import 'server-only'

import { userSchema } from '@/domain/validation/user'
import type { ClientInput, DriverInput } from '@/server/rental/booking-types'
import type { StoredBooking } from '@/server/rental/booking-view'

/**
 * The renter and drivers the detail step stored on a held booking, as saving takes them again;
 * undefined when the renter's required details are missing (the visitor goes back to fill them).
 */
export function storedParties(
  booking: Pick<StoredBooking, 'client' | 'drivers' | 'driverAge'>,
): { client: ClientInput; drivers: DriverInput[] } | undefined {
  const stored = booking.client ?? {}
  const client = userSchema.safeParse({
    ...withoutNulls(stored),
    driverAge: booking.driverAge,
  })
  if (!client.success) return undefined
  const drivers = (booking.drivers ?? []).map((driver): DriverInput => ({
    firstName: driver.firstName,
    lastName: driver.lastName,
    licenseNumber: driver.licenseNumber ?? undefined,
    id: driver.idNumber ?? undefined,
    expiry: driver.licenseExpiry ? driver.licenseExpiry.slice(0, 10) : null,
    gender: driver.gender ?? undefined,
    isAdditional: driver.isAdditional ?? false,
  }))
  return { client: client.data, drivers }
}

function withoutNulls(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined))
}
