import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '../../../access/roles'
import { STAFF_ACTION_LABELS, STAFF_ACTIONS } from '../../../../domain/bookings/audit'

/**
 * The audit trail: one entry for each staff action on a booking, or on a unit's blocks (who, when,
 * what, why, and what changed). Append-only: the bookings module records an entry in the transaction of the action it
 * describes, through the local API; nobody creates, changes, deletes or unlocks one through the
 * admin, its REST API or GraphQL. An entry keeps the booking's number and the actor's e-mail as
 * text, so it still says what happened once the booking or the account is deleted.
 */
export const AuditEntries: CollectionConfig = {
  slug: 'audit-entries',
  labels: { singular: 'Audit entry', plural: 'Audit trail' },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'actorEmail', 'action', 'bookingNumber', 'unitRegistration', 'reason'],
    group: 'Rental',
    description:
      'Every staff action on a booking or a unit block: who, when, what and why. Entries cannot be changed or deleted.',
  },
  access: { admin: isStaff, read: isStaff, create: nobody, update: nobody, delete: nobody, unlock: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: STAFF_ACTIONS.map((value) => ({ value, label: STAFF_ACTION_LABELS[value] })),
    },
    { name: 'actor', type: 'relationship', relationTo: 'users' },
    { name: 'actorEmail', type: 'text', required: true, admin: { description: 'Who acted, as they signed in.' } },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true },
    {
      name: 'bookingNumber',
      type: 'text',
      index: true,
      admin: { description: 'The booking acted on; empty for an action on a unit.' },
    },
    {
      name: 'unit',
      type: 'relationship',
      relationTo: 'vehicles',
      index: true,
      admin: { description: 'The unit acted on (its blocks); empty for an action on a booking.' },
    },
    { name: 'unitRegistration', type: 'text', index: true },
    { name: 'reason', type: 'textarea' },
    {
      name: 'changes',
      type: 'json',
      admin: { description: 'What the action changed: each field before and after.' },
    },
    {
      name: 'requestKey',
      type: 'text',
      unique: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: "The key of the staff member's request: the same request sent twice is done once.",
      },
    },
  ],
}
