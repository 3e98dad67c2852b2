import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '../../../access/roles'
import { EFFECT_KINDS, EFFECT_STATUSES } from '../../../../domain/bookings/effects'

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * The bookings module's outbox (DESIGN "Bookings and money"): each after-effect of a change (an
 * e-mail, a refund, closing an open payment) is written in the transaction of the change, then
 * performed by the effects worker with retries; `key` is unique, so an effect is recorded once
 * however often its change is retried. Staff read it (those needing attention first); only the
 * bookings module writes it.
 */
export const BookingEffects: CollectionConfig = {
  slug: 'booking-effects',
  labels: { singular: 'Booking effect', plural: 'Booking effects' },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['booking', 'kind', 'status', 'attempts', 'lastError', 'updatedAt'],
    group: 'Rental',
    description:
      'E-mails, refunds and payment closings that follow a booking change, performed in the background. "Needs attention" ones were given up after repeated failures.',
  },
  access: { admin: isStaff, read: isStaff, create: nobody, update: nobody, delete: nobody, unlock: nobody },
  defaultSort: '-updatedAt',
  indexes: [{ fields: ['status', 'runAfter'] }],
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...EFFECT_KINDS] },
    { name: 'input', type: 'json', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [...EFFECT_STATUSES],
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'runAfter', type: 'date', required: true, admin: dateTime },
    { name: 'leaseUntil', type: 'date', admin: dateTime },
    { name: 'lastError', type: 'text', admin: { description: 'Why the last try failed (a code, no personal data).' } },
    { name: 'doneAt', type: 'date', admin: dateTime },
  ],
}
