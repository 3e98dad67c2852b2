import type { CollectionConfig } from 'payload'

import { rentalAccess } from '../shared/access'
import { countField } from '../shared/fields'
import { normalizeRegistration, validateRegistration } from './registration'

const VEHICLE_STATUSES = [
  { label: 'In service', value: 'inService' },
  { label: 'Maintenance', value: 'maintenance' },
  { label: 'Retired', value: 'retired' },
] as const

/** One car of the fleet, a unit of its category; only units in service can be booked. */
export const Vehicles: CollectionConfig = {
  slug: 'vehicles',
  labels: { singular: 'Vehicle', plural: 'Vehicles' },
  admin: {
    useAsTitle: 'registration',
    defaultColumns: ['registration', 'carCategory', 'office', 'status', 'colour'],
    group: 'Rental',
  },
  access: rentalAccess,
  indexes: [{ fields: ['carCategory', 'office', 'status'] }],
  fields: [
    {
      name: 'registration',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateRegistration,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeRegistration(value) : value)] },
    },
    { name: 'carCategory', type: 'relationship', relationTo: 'car-categories', required: true, index: true },
    {
      name: 'office',
      type: 'relationship',
      relationTo: 'offices',
      required: true,
      index: true,
      admin: { description: 'Home office.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'inService',
      index: true,
      options: [...VEHICLE_STATUSES],
    },
    {
      type: 'row',
      fields: [
        { name: 'colour', type: 'text' },
        countField('year'),
        countField('mileage', { description: 'Kilometres.' }),
      ],
    },
  ],
}
