import type { Access, CollectionConfig } from 'payload'

import { isAgent, isStaff } from '../../access/roles'
import { FUEL_TYPES } from '../../../domain/fleet/fuel-type'
import { WEB_CATEGORIES } from '../../../domain/fleet/web-categories'
import { DRIVE_TYPES } from './CarCategories/options'
import { countField, dayField, isActiveField, sortOrderField } from './shared/fields'

/** Staff read every rule; visitors (the booking pages) only the active ones. */
const readActiveOrStaff: Access = (args) => isStaff(args) || { isActive: { equals: true } }

/**
 * SPEC §3 Upgrade rule: a car offered as an upgrade ("Upgrade a higher car class") to bookings
 * that match its rules. Every rule left empty matches any booking.
 */
export const UpgradeRules: CollectionConfig = {
  slug: 'upgrade-rules',
  labels: { singular: 'Upgrade rule', plural: 'Upgrade rules' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'targetCategory', 'validFrom', 'validTo', 'isActive', 'sortOrder'],
    group: 'Rental',
    description: 'Upgrade cars suggested on the protection step; at most 4 are shown.',
  },
  access: { read: readActiveOrStaff, create: isAgent, update: isAgent, delete: isAgent, unlock: isAgent },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, admin: { description: 'The label title.' } },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'targetCategory',
      type: 'relationship',
      relationTo: 'car-categories',
      required: true,
      label: 'Target vehicle',
      admin: {
        description: 'The car offered; shown only when available for the dates and dearer than the booked one.',
      },
    },
    {
      name: 'blogPage',
      type: 'relationship',
      relationTo: 'pages',
      label: 'Blog reference',
      admin: { description: 'Optional page behind the "Read more" link.' },
    },
    {
      type: 'collapsible',
      label: 'Rules on the booked car',
      fields: [
        {
          name: 'bookedCategories',
          type: 'relationship',
          relationTo: 'car-categories',
          hasMany: true,
          label: 'Vehicle ids',
          admin: { description: 'Only bookings of these car categories; any when empty.' },
        },
        {
          name: 'sizes',
          type: 'select',
          hasMany: true,
          options: WEB_CATEGORIES.map(({ label, id }) => ({ label, value: id })),
          admin: { description: 'Only bookings of these car classes; any when empty.' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'automaticOnly',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Only bookings of automatic cars.' },
            },
            { name: 'fuelTypes', type: 'select', hasMany: true, options: [...FUEL_TYPES] },
            { name: 'driveTypes', type: 'select', hasMany: true, options: [...DRIVE_TYPES] },
          ],
        },
        {
          type: 'row',
          fields: [
            countField('maxDoors', { description: 'Only booked cars with at most this many doors.' }),
            countField('maxPassengers', { description: 'Only booked cars with at most this many seats.' }),
            countField('maxBaggage', { description: 'Only booked cars with at most this many bags.' }),
          ],
        },
        {
          type: 'row',
          fields: [
            dayField('validFrom', { description: 'Only pickups on or after this day.' }),
            dayField('validTo', { description: 'Only pickups on or before this day.' }),
          ],
        },
      ],
    },
    isActiveField,
    sortOrderField,
  ],
}
