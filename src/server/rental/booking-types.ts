import 'server-only'

import type { BookingTypeId } from '@/domain/booking/booking-type'
import type { UserDetails } from '@/domain/validation/user'
import type { Locale } from '@/i18n/locales'

/** A service the visitor chose (Renteon: ServiceId, Quantity, IsSelected). */
export type ServiceInput = { readonly code: number; readonly quantity: number; readonly isSelected: boolean }

/** SPEC §3 Driver. */
export type DriverInput = {
  readonly firstName: string
  readonly lastName: string
  readonly licenseNumber?: string | undefined
  readonly id?: string | undefined
  readonly expiry?: string | null | undefined
  readonly gender?: 'male' | 'female' | 'other' | undefined
  readonly isAdditional: boolean
}

/** SPEC §3 User: the renter; driver age is optional here (the booking keeps its own). */
export type ClientInput = Omit<UserDetails, 'driverAge'> & { readonly driverAge?: number | undefined }

/** What a new temporary booking is made of. */
export type RentalRequest = {
  readonly categoryId: number
  readonly officeOut: string | number
  readonly officeIn: string | number
  readonly pickupAt: Date
  readonly returnAt: Date
  readonly driverAge: number
  readonly priceListCode?: number | undefined
  readonly promoCode?: string | undefined
  readonly services: readonly ServiceInput[]
  readonly drivers?: readonly DriverInput[] | undefined
  readonly bookingType: BookingTypeId
  readonly locale: Locale
}
