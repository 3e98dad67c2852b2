import type { CollectionConfig } from 'payload'

import { BLOCK_REASON_LABELS, BLOCK_REASONS } from '../../../../domain/fleet/unit-schedule'
import { rentalAccess } from '../shared/access'
import { checkBlock } from './check-block'

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'yyyy-MM-dd HH:mm' } }

/**
 * A unit out of service for a while (maintenance, cleaning, turnaround; ADR 027): the unit cannot
 * be assigned then, and availability counts it out for any rental that overlaps it. Staff only.
 */
export const UnitBlocks: CollectionConfig = {
  slug: 'unit-blocks',
  labels: { singular: 'Unit block', plural: 'Unit blocks' },
  admin: {
    useAsTitle: 'reason',
    defaultColumns: ['vehicle', 'reason', 'startsAt', 'endsAt', 'note'],
    group: 'Rental',
    description: 'Units out of service for a while. Shown on the planning board; availability counts them.',
  },
  access: rentalAccess,
  defaultSort: 'startsAt',
  indexes: [{ fields: ['vehicle', 'startsAt', 'endsAt'] }],
  hooks: { beforeChange: [checkBlock] },
  fields: [
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', required: true, index: true },
    {
      name: 'reason',
      type: 'select',
      required: true,
      defaultValue: 'maintenance',
      options: BLOCK_REASONS.map((value) => ({ value, label: BLOCK_REASON_LABELS[value] })),
    },
    {
      type: 'row',
      fields: [
        { name: 'startsAt', label: 'From', type: 'date', required: true, index: true, admin: dateTime },
        { name: 'endsAt', label: 'To', type: 'date', required: true, index: true, admin: dateTime },
      ],
    },
    { name: 'note', type: 'textarea', maxLength: 1000 },
  ],
}
