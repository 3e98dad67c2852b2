import type { CollectionConfig } from 'payload'

import { rentalAccess } from '../shared/access'
import { currencyField, dayField, isActiveField } from '../shared/fields'
import { normalizePromoCode, validatePromoCode, validatePromoValue } from './validate'

const PROMO_KINDS = [
  { label: 'Percentage off the rent', value: 'percentage' },
  { label: 'Fixed amount off the rent', value: 'fixed' },
] as const

/** A promo code: a percentage or a fixed amount off the vehicle rental amount (domain PromoCode). */
export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: { singular: 'Promo code', plural: 'Promo codes' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'value', 'validFrom', 'validTo', 'isActive'],
    group: 'Rental',
  },
  access: rentalAccess,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: validatePromoCode,
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizePromoCode(value) : value)] },
        },
        { name: 'kind', type: 'select', required: true, defaultValue: 'percentage', options: [...PROMO_KINDS] },
        {
          name: 'value',
          type: 'number',
          required: true,
          validate: (value: number | null | undefined, { siblingData }: { siblingData: unknown }) =>
            validatePromoValue(value, (siblingData as { kind?: string | null }).kind),
          admin: { description: 'Percent (10 is 10%) or, for a fixed amount, cents (2000 is 20.00).' },
        },
        { ...currencyField, admin: { condition: (_, siblingData) => siblingData?.kind === 'fixed' } },
      ],
    },
    {
      type: 'row',
      fields: [dayField('validFrom'), dayField('validTo')],
    },
    {
      name: 'carCategories',
      type: 'relationship',
      relationTo: 'car-categories',
      hasMany: true,
      admin: { description: 'Only these car categories; all when empty.' },
    },
    isActiveField,
  ],
}
