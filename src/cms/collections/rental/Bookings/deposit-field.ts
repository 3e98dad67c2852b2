import type { Field } from 'payload'

import { DEPOSIT_CHANNELS, DEPOSIT_STATUSES } from '../../../../domain/bookings/deposit-hold'
import { centsField } from '../shared/fields'

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * The rental deposit held on the renter's card (ADR 018 §4), ISK minor units as held: asked at the
 * counter or online, confirmed by the provider, then released or captured in part for damage. The
 * bookings module's own (read-only to staff here, like the other money fields); staff act on it
 * from the booking's desk page.
 */
export const depositField: Field = {
  name: 'deposit',
  type: 'group',
  admin: { description: 'The deposit held on the card at pickup; staff act on it from the bookings console.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', defaultValue: 'none', options: [...DEPOSIT_STATUSES] },
        centsField('amount', { defaultValue: 0, description: 'Held, ISK minor units.' }),
        { name: 'currency', type: 'select', defaultValue: 'ISK', options: ['ISK'] },
        { name: 'channel', type: 'select', options: [...DEPOSIT_CHANNELS] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'provider', type: 'text' },
        {
          name: 'reference',
          type: 'text',
          index: true,
          admin: { description: 'Ours (dep_…), echoed by the provider.' },
        },
        { name: 'holdId', type: 'text', index: true, admin: { description: "The provider's id of the hold." } },
        { name: 'maskedPan', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'requestedAt', type: 'date', admin: dayAndTime },
        { name: 'heldAt', type: 'date', admin: dayAndTime },
        { name: 'settlingAt', type: 'date', admin: dayAndTime },
        { name: 'capturedAt', type: 'date', admin: dayAndTime },
        { name: 'releasedAt', type: 'date', admin: dayAndTime },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'extendAskedAt',
          type: 'date',
          admin: { ...dayAndTime, description: 'When an extension of the hold was last asked (ADR 031).' },
        },
        {
          name: 'extendedAt',
          type: 'date',
          admin: { ...dayAndTime, description: 'When the provider last extended the hold: valid 28 days from then.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        centsField('capturedAmount', { defaultValue: 0, description: 'Captured for damage, ISK minor units.' }),
        { name: 'reason', type: 'textarea', admin: { description: 'The damage and its evidence.' } },
      ],
    },
  ],
}
