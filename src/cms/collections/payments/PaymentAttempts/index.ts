import type { CollectionConfig } from 'payload'

import { isAgent, isStaff, nobody } from '../../../access/roles'
import { PAYMENT_ATTEMPT_STATUSES, PAYMENT_FLOWS } from '../../../../domain/payments/payment-attempt'
import { LOCALES } from '../../../../i18n/locales'

const PAYMENT_ATTEMPTS_SLUG = 'payment-attempts'

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * One payment attempt per idempotency key (unique, so a double submit charges once on every app
 * server). `reference` is the random public handle the provider echoes and the confirmation pages
 * read. Card numbers and CVCs are never here: the masked PAN only.
 */
export const PaymentAttempts: CollectionConfig = {
  slug: PAYMENT_ATTEMPTS_SLUG,
  labels: { singular: 'Payment attempt', plural: 'Payment attempts' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'booking', 'status', 'amount', 'provider', 'createdAt'],
    group: 'Rental',
  },
  access: { admin: isStaff, read: isStaff, create: nobody, update: nobody, delete: nobody, unlock: isAgent },
  fields: [
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, index: true },
    { name: 'reference', type: 'text', required: true, unique: true, index: true },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    { name: 'flow', type: 'select', required: true, options: [...PAYMENT_FLOWS] },
    { name: 'provider', type: 'text', required: true },
    { name: 'status', type: 'select', required: true, index: true, options: [...PAYMENT_ATTEMPT_STATUSES] },
    { name: 'transactionId', type: 'text', index: true },
    { name: 'maskedPan', type: 'text' },
    {
      name: 'amount',
      type: 'number',
      required: true,
      admin: { description: 'Minor units (hundredths) of the payment currency.' },
    },
    { name: 'currency', type: 'text', required: true, defaultValue: 'ISK' },
    {
      name: 'bookingAmount',
      type: 'number',
      required: true,
      admin: { description: 'What this payment settles, in minor units of the booking currency.' },
    },
    { name: 'fingerprint', type: 'text', required: true, admin: { description: 'Booking and amount of the key.' } },
    { name: 'redirectUrl', type: 'text' },
    { name: 'locale', type: 'select', required: true, defaultValue: 'en', options: [...LOCALES] },
    { name: 'bankCode', type: 'text' },
    { name: 'transactionStatus', type: 'text' },
    { name: 'settledAt', type: 'date', admin: dateTime },
  ],
}
