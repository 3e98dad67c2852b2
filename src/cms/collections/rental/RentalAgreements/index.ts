import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { dataDir } from '../../../../env'

import { isAdmin, isStaff, nobody } from '../../../access/roles'
import { missingFileAnswer } from '../../../uploads/missing-file'

export const RENTAL_AGREEMENTS_SLUG = 'rental-agreements'

/**
 * The rental agreements signed at check-out (issue 32, ADR 029): one PDF per booking, in the
 * renter's language. Staff and the booking's renter only, never public: Payload answers the file
 * URL with 403 to anyone but staff; the renter reads theirs through GET /api/booking-agreements/{id}.
 * Made only by the bookings module; kept as evidence, so only an admin deletes one.
 */
export const RentalAgreements: CollectionConfig = {
  slug: RENTAL_AGREEMENTS_SLUG,
  labels: { singular: 'Rental agreement', plural: 'Rental agreements' },
  admin: {
    group: 'Rental',
    hidden: ({ user }) => !user,
    defaultColumns: ['filename', 'booking', 'locale', 'signedAt'],
  },
  access: { admin: isStaff, read: isStaff, create: nobody, update: nobody, delete: isAdmin, unlock: isAdmin },
  upload: {
    staticDir: path.join(dataDir, 'rental-agreements'),
    handlers: [missingFileAnswer(path.join(dataDir, 'rental-agreements'))],
    mimeTypes: ['application/pdf'],
  },
  fields: [
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    { name: 'locale', type: 'text', required: true, admin: { description: "The renter's language." } },
    { name: 'signedAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
