import type { CollectionConfig } from 'payload'

import { isAgent, isStaff, nobody } from '../../../access/roles'

export const PRICE_WATCHES_SLUG = 'price-watches'
export const WATCH_STATUSES = ['pending', 'active', 'unsubscribed'] as const

/**
 * "Watch this car": an e-mail address that asked to hear when a car's price drops or it is sold.
 * Pending until the visitor opens the confirmation link (double opt-in); the link and the
 * one-click unsubscribe carry a random token of which only the hash is kept.
 */
export const PriceWatches: CollectionConfig = {
  slug: PRICE_WATCHES_SLUG,
  labels: { singular: 'Price watch', plural: 'Price watches' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'car', 'status', 'locale', 'createdAt'], group: 'Sales' },
  access: { admin: isStaff, read: isStaff, create: nobody, update: isAgent, delete: isAgent, unlock: isAgent },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'car', type: 'relationship', relationTo: 'vehicles-for-sale', required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: WATCH_STATUSES.map((value) => ({ label: value[0]?.toUpperCase() + value.slice(1), value })),
        },
        { name: 'locale', type: 'text', required: true },
        { name: 'confirmedAt', type: 'date' },
      ],
    },
    {
      name: 'lastPrice',
      type: 'number',
      admin: { description: 'What the buyer paid (ISK) when the visitor was last told.' },
    },
    {
      name: 'tokenHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { read: nobody, update: nobody },
      admin: { hidden: true },
    },
  ],
}
