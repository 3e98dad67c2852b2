import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '../../../access/roles'

const PAYMENT_EVENTS_SLUG = 'payment-events'

/**
 * Provider callbacks already processed: `eventKey` (provider + event id) is unique, so a replayed
 * or duplicated callback is refused by the database itself and changes nothing.
 */
export const PaymentEvents: CollectionConfig = {
  slug: PAYMENT_EVENTS_SLUG,
  labels: { singular: 'Payment callback', plural: 'Payment callbacks' },
  admin: { useAsTitle: 'eventKey', defaultColumns: ['eventKey', 'reference', 'createdAt'], group: 'Rental' },
  access: { admin: isStaff, read: isStaff, create: nobody, update: nobody, delete: nobody, unlock: nobody },
  fields: [
    { name: 'eventKey', type: 'text', required: true, unique: true, index: true },
    { name: 'reference', type: 'text', index: true },
    { name: 'transactionId', type: 'text' },
  ],
}
