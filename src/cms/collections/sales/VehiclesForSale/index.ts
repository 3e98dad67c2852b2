import type { CollectionConfig, Field } from 'payload'

import { isAgent } from '../../../access/roles'
import { localizedLinesField } from '../../rental/shared/fields'
import { validateNonNegativeInteger } from '../../rental/shared/validators'
import { queueWatchAlerts } from '../PriceWatches/hooks/queueWatchAlerts'
import { publishedOrStaff } from './access'
import { setSearchKeys } from './hooks/searchKeys'
import { SALE_BODY_TYPES, SALE_DRIVE_TRAINS, SALE_FLAGS } from './options'
import { searchFields, searchKeyFields, soldFields } from './searchFields'
import { specificationField } from './specification'
import { validateSaleAmount } from './validate'

const PRICE_CELL = '/cms/collections/sales/VehiclesForSale/admin/PriceCell#PriceCell'

const flagFields: Field[] = SALE_FLAGS.map((name) => ({ name, type: 'checkbox', defaultValue: false }))

/** SPEC §3 Vehicle for sale: a used car of the sales side. Prices are whole Icelandic krónur. */
export const VehiclesForSale: CollectionConfig = {
  slug: 'vehicles-for-sale',
  labels: { singular: 'Vehicle for sale', plural: 'Vehicles for sale' },
  admin: {
    useAsTitle: 'sku',
    defaultColumns: ['sku', 'images', 'brand', 'model', 'price', 'saleAmount', 'tags', 'isPublished', 'sold'],
    listSearchableFields: ['sku', 'brand', 'model', 'registrationNumber', 'serialNumber'],
    group: 'Sales',
  },
  hooks: { beforeChange: [setSearchKeys], afterChange: [queueWatchAlerts] },
  // The search filters published, unsold cars and sorts them by asking price, year or mileage.
  indexes: [
    { fields: ['isPublished', 'sold', 'askingPrice'] },
    { fields: ['isPublished', 'sold', 'brandSlug', 'modelSlug'] },
  ],
  access: {
    read: publishedOrStaff,
    create: isAgent,
    update: isAgent,
    delete: isAgent,
    unlock: isAgent,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'brand', type: 'text', required: true, index: true },
        { name: 'model', type: 'text', required: true, index: true },
        {
          name: 'sku',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { description: 'Stock number.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          required: true,
          min: 0,
          validate: validateNonNegativeInteger,
          admin: { description: 'ISK, whole krónur.', components: { Cell: PRICE_CELL } },
        },
        {
          name: 'saleAmount',
          type: 'number',
          min: 0,
          validate: validateSaleAmount,
          admin: {
            description: 'Discounted price, ISK; empty when not discounted.',
            components: { Cell: PRICE_CELL },
          },
        },
      ],
    },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      admin: { components: { Cell: '/cms/collections/sales/VehiclesForSale/admin/ImagesCell#ImagesCell' } },
    },
    specificationField,
    ...searchFields,
    {
      type: 'row',
      fields: [
        { name: 'bodyType', type: 'select', options: [...SALE_BODY_TYPES] },
        { name: 'driveTrain', type: 'select', options: [...SALE_DRIVE_TRAINS] },
        { name: 'registrationNumber', type: 'text', index: true },
      ],
    },
    {
      name: 'tags',
      type: 'array',
      localized: true,
      admin: { components: { Cell: '/cms/collections/sales/VehiclesForSale/admin/TagsCell#TagsCell' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'textColour', type: 'text', admin: { description: 'CSS colour; white when empty.' } },
            { name: 'backgroundColour', type: 'text', admin: { description: 'CSS colour; black when empty.' } },
          ],
        },
      ],
    },
    localizedLinesField('accessories'),
    { type: 'collapsible', label: 'Flags', fields: [{ type: 'row', fields: flagFields }] },
    { name: 'isPublished', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    ...soldFields,
    ...searchKeyFields,
  ],
}
