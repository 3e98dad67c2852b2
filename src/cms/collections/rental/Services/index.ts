import type { CollectionConfig } from 'payload'

import { SERVICE_CODES } from '../../../../domain/booking/services'
import { rentalAccess } from '../shared/access'
import { centsField, countField, isActiveField, localizedLinesField, sortOrderField } from '../shared/fields'
import { SERVICE_GROUPS, SERVICE_PRICINGS, YOUNG_DRIVER_BANDS } from './options'

/**
 * SPEC §3 optional items: protections, additional protections, extras and fees, by the codes of
 * src/domain/booking/services.ts (extras take codes of their own). Amounts are minor units in the currency
 * of the price list (EUR).
 */
export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: 'Service', plural: 'Services' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['code', 'key', 'group', 'pricing', 'unitPrice', 'isActive'],
    group: 'Rental',
  },
  access: rentalAccess,
  defaultSort: 'sortOrder',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'number',
          required: true,
          unique: true,
          index: true,
          min: 1,
          admin: { description: 'Service id in the booking API, e.g. 9 for Standard Protection.' },
        },
        {
          name: 'key',
          type: 'text',
          required: true,
          unique: true,
          admin: { description: 'Stable name for code and icons, e.g. standardProtection.' },
        },
        { name: 'group', type: 'select', required: true, options: [...SERVICE_GROUPS] },
        { name: 'pricing', type: 'select', required: true, defaultValue: 'perDay', options: [...SERVICE_PRICINGS] },
      ],
    },
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        centsField('unitPrice', { required: true, defaultValue: 0 }),
        countField('maxQuantity', { required: true, defaultValue: 1 }),
        centsField('excess', { description: 'Protections: the most the renter pays for damage, in cents.' }),
        centsField('deposit', {
          description: "Protections: held on the main driver's credit card at pickup, in cents.",
        }),
      ],
    },
    {
      name: 'included',
      type: 'array',
      label: 'Included services',
      admin: {
        description:
          'Protections: services this level includes without charge (additional protections, free extra drivers). They are shown as included and never charged.',
        condition: (data) => data?.group === 'protection',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'service',
              type: 'relationship',
              relationTo: 'services',
              required: true,
              filterOptions: { group: { in: ['additional', 'extra'] } },
            },
            countField('quantity', { required: true, defaultValue: 1, description: 'How many are free.' }),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'isMaxOne', type: 'checkbox', defaultValue: false, label: 'At most one' },
        { name: 'isMandatory', type: 'checkbox', defaultValue: false, label: 'Mandatory' },
      ],
    },
    {
      name: 'categoryPrices',
      type: 'array',
      admin: { description: 'A different unit price for some car categories.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'carCategory', type: 'relationship', relationTo: 'car-categories', required: true },
            centsField('unitPrice', { required: true }),
          ],
        },
      ],
    },
    {
      name: 'ageBandFees',
      type: 'array',
      admin: {
        description: 'Young-driver fee per age band (the unit price is not used).',
        condition: (data) => data?.code === SERVICE_CODES.YOUNG_DRIVER_FEE,
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'ageBand', type: 'select', required: true, options: [...YOUNG_DRIVER_BANDS] },
            centsField('amount', { required: true }),
          ],
        },
      ],
    },
    localizedLinesField('coverage', 'What it covers, one line each.'),
    isActiveField,
    sortOrderField,
  ],
}
