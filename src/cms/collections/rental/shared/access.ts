import type { CollectionConfig } from 'payload'

import { isAdmin, isAgent, isStaff } from '../../../access/roles'

/**
 * Rental data (fleet, prices, bookings) belongs to staff: every staff member reads it (editors
 * included), agents and admins change it. Visitors reach it only through the booking API.
 */
export const rentalAccess: NonNullable<CollectionConfig['access']> = {
  read: isStaff,
  create: isAgent,
  update: isAgent,
  delete: isAgent,
  unlock: isAgent,
}

/** Bookings are never deleted by agents: cancelling keeps the record; admins may delete. */
export const bookingAccess: NonNullable<CollectionConfig['access']> = { ...rentalAccess, delete: isAdmin }
