import type { Block } from 'payload'

import {
  SALE_BODY_TYPES,
  SALE_DRIVE_TRAINS,
  SALE_FUELS,
  SALE_GEARBOXES,
} from '../../collections/sales/VehiclesForSale/options'
import { SALE_SORTS } from '../../../domain/sales/preset-search'
import { blockSettingsField } from '../../fields/blockSettings'

/**
 * SPEC §3 search results: a preset used-car search (brand, category, fuel, ...) shown with its
 * columns; the cars for sale that match it.
 */
export const SearchResultsBlock: Block = {
  slug: 'searchResults',
  interfaceName: 'SearchResultsBlock',
  labels: { singular: 'Search results (cars for sale)', plural: 'Search results' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'filters',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'brands', type: 'text', hasMany: true },
            { name: 'categories', type: 'select', hasMany: true, options: [...SALE_BODY_TYPES] },
            { name: 'fuels', type: 'select', hasMany: true, options: [...SALE_FUELS] },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'transmissions', type: 'select', hasMany: true, options: [...SALE_GEARBOXES] },
            { name: 'driveTrains', type: 'select', hasMany: true, options: [...SALE_DRIVE_TRAINS] },
            { name: 'priceTo', type: 'number', min: 0, admin: { description: 'ISK' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sort', type: 'select', defaultValue: 'price-asc', options: [...SALE_SORTS] },
        { name: 'limit', type: 'number', min: 1, max: 24, defaultValue: 8 },
        { name: 'showTags', type: 'checkbox', defaultValue: true },
      ],
    },
    blockSettingsField({ columns: 4 }),
  ],
}
