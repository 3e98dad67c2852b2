import type { CollectionConfig } from 'payload'

import { rentalAccess } from '../shared/access'
import { countField, currencyField, dayField } from '../shared/fields'
import {
  validateDurationBands,
  validateRates,
  validateSeasons,
  type BandRow,
  type PriceListData,
  type RateRow,
  type SeasonRow,
} from './validate'

/**
 * A price list (SPEC §9: 148 is the one the site books against). Per-day rent is looked up by car
 * category, season (by date) and duration band (by rental days): each rate row holds, for one
 * category and one season name, one per-day amount per duration band, in band order. Several date
 * ranges may share a season name (low season before and after the summer) and so its rates.
 * Services and fees are priced in the Services collection, in this list's currency.
 */
export const PriceLists: CollectionConfig = {
  slug: 'price-lists',
  labels: { singular: 'Price list', plural: 'Price lists' },
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'currency', 'isDefault'], group: 'Rental' },
  access: rentalAccess,
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
          admin: { description: 'Price list id used by the booking API, e.g. 148.' },
        },
        { name: 'name', type: 'text', required: true },
        currencyField,
      ],
    },
    { name: 'isDefault', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'durationBands',
      type: 'array',
      required: true,
      minRows: 1,
      validate: (value: unknown) => validateDurationBands(value as BandRow[] | null),
      admin: { description: 'Rental days, inclusive; leave the last maximum empty for "and more".' },
      fields: [{ type: 'row', fields: [countField('minDays', { required: true }), countField('maxDays')] }],
    },
    {
      name: 'seasons',
      type: 'array',
      validate: (value: unknown) => validateSeasons(value as SeasonRow[] | null),
      admin: { description: 'Date ranges, inclusive; the first listed wins where they overlap.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            dayField('from', { required: true }),
            dayField('to', { required: true }),
          ],
        },
      ],
    },
    {
      name: 'rates',
      type: 'array',
      validate: (value: unknown, { data }: { data: unknown }) =>
        validateRates(value as RateRow[] | null, data as PriceListData),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'carCategory', type: 'relationship', relationTo: 'car-categories', required: true },
            { name: 'season', type: 'text', required: true, admin: { description: 'A season name above.' } },
          ],
        },
        {
          name: 'dailyAmounts',
          type: 'number',
          hasMany: true,
          required: true,
          admin: { description: 'Per-day amount in cents for each duration band, in band order.' },
        },
      ],
    },
  ],
}
