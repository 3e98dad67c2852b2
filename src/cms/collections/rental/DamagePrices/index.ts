import type { CollectionConfig } from 'payload'

import { anyone, isAgent, isStaff } from '../../../access/roles'
import { countField, sortOrderField } from '../shared/fields'

export const DAMAGE_PRICES_SLUG = 'damage-prices'

/**
 * The published damage price list (issue 32): what a damage found at the return costs, item by
 * item (a scratch per panel, a dent, a chipped windscreen). Public, so renters can see it before
 * they rent and every page that shows it reads this same list; staff edit it. Check-in charges a
 * new damage by one of these items, copying its name and price into the booking's charges (a
 * later change of the list does not change a charge made).
 */
export const DamagePrices: CollectionConfig = {
  slug: DAMAGE_PRICES_SLUG,
  labels: { singular: 'Damage price', plural: 'Damage price list' },
  admin: { group: 'Rental', useAsTitle: 'name', defaultColumns: ['name', 'price', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: isAgent, update: isAgent, delete: isAgent, admin: isStaff },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 120 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 500 },
    countField('price', { required: true, description: 'ISK, whole krónur, VAT included.' }),
    sortOrderField,
  ],
}
