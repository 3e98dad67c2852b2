import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { dataDir } from '../../../../env'

import { isAdmin, isStaff, nobody } from '../../../access/roles'
import { missingFileAnswer } from '../../../uploads/missing-file'

export const HANDOVER_PHOTOS_SLUG = 'handover-photos'

/** What a handover photo shows: damage staff photographed, the renter's signature, a photo the renter took. */
export const HANDOVER_PHOTO_KINDS = [
  { label: 'Damage (staff)', value: 'damage' },
  { label: 'Signature', value: 'signature' },
  { label: "Renter's photo", value: 'renter' },
] as const

/**
 * Photos of a car's condition at check-out (issue 32): staff and the booking's renter only, never
 * public. Payload answers the file URL with 403 to anyone but staff; the renter sees their
 * booking's photos through GET /api/booking-photos/{id}, which checks their booking access. Written
 * by the bookings module after each photo is re-encoded without metadata; kept as evidence, so only
 * an admin deletes one (retention, privacy).
 */
export const HandoverPhotos: CollectionConfig = {
  slug: HANDOVER_PHOTOS_SLUG,
  labels: { singular: 'Handover photo', plural: 'Handover photos' },
  admin: {
    group: 'Rental',
    hidden: ({ user }) => !user,
    defaultColumns: ['filename', 'booking', 'stage', 'createdAt'],
  },
  access: { admin: isStaff, read: isStaff, create: nobody, update: nobody, delete: isAdmin, unlock: isAdmin },
  upload: {
    staticDir: path.join(dataDir, 'handover-photos'),
    handlers: [missingFileAnswer(path.join(dataDir, 'handover-photos'))],
    mimeTypes: ['image/jpeg'],
    imageSizes: [{ name: 'thumbnail', width: 320, height: 240, position: 'centre' }],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    {
      name: 'stage',
      type: 'select',
      required: true,
      defaultValue: 'check-out',
      options: [
        { label: 'Check-out', value: 'check-out' },
        { label: 'Check-in', value: 'check-in' },
        { label: 'Later toll or fine (the bill)', value: 'later-charge' },
      ],
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'damage',
      options: [...HANDOVER_PHOTO_KINDS],
      admin: { description: "Staff's photo of damage, the renter's signature, or a photo the renter added." },
    },
    { name: 'note', type: 'text', maxLength: 500 },
  ],
}
