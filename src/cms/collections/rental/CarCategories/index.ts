import type { CollectionConfig } from 'payload'

import { FUEL_TYPES } from '../../../../domain/fleet/fuel-type'
import { WEB_CATEGORIES } from '../../../../domain/fleet/web-categories'
import { rentalAccess } from '../shared/access'
import { countField, isActiveField, localizedLinesField, sortOrderField } from '../shared/fields'
import { normalizeAcrissCode, validateAcrissCode } from './acriss'
import { CATEGORY_SIZES, DRIVE_TYPES, FUEL_POLICIES, MILEAGE_POLICIES, SOLD_OUT_POLICIES } from './options'
import { setCategorySlug } from './slug'

/** SPEC §3 Car category: a bookable car model ("Toyota Yaris or similar"); units are vehicles. */
export const CarCategories: CollectionConfig = {
  slug: 'car-categories',
  labels: { singular: 'Car category', plural: 'Car categories' },
  admin: {
    useAsTitle: 'model',
    defaultColumns: ['model', 'acrissCode', 'webCategory', 'isActive', 'sortOrder'],
    group: 'Rental',
  },
  access: rentalAccess,
  defaultSort: 'sortOrder',
  hooks: { beforeValidate: [setCategorySlug] },
  fields: [
    { name: 'model', type: 'text', required: true, admin: { description: 'Make and model, e.g. Toyota Yaris.' } },
    {
      name: 'displayName',
      type: 'text',
      localized: true,
      admin: { description: 'Shown on cards, e.g. "Toyota Yaris or similar"; the model when empty.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'acrissCode',
          type: 'text',
          required: true,
          index: true,
          validate: validateAcrissCode,
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeAcrissCode(value) : value)] },
        },
        {
          name: 'size',
          type: 'select',
          required: true,
          defaultValue: 'standard',
          options: [...CATEGORY_SIZES],
          admin: { description: 'Large cars take the Large protection variants.' },
        },
        {
          name: 'webCategory',
          type: 'select',
          options: WEB_CATEGORIES.map(({ label, id }) => ({ label, value: id })),
          admin: { description: 'Leave empty to derive it from the ACRISS code, seats and fuel.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'transmissionAuto', type: 'checkbox', defaultValue: false, label: 'Automatic' },
        { name: 'isGuaranteedModel', type: 'checkbox', defaultValue: false, label: 'Guaranteed model' },
      ],
    },
    {
      type: 'row',
      fields: [
        countField('passengerCount', { required: true }),
        countField('baggageCount', { required: true }),
        countField('doorCount', { required: true }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'fuelTypes', type: 'select', hasMany: true, required: true, options: [...FUEL_TYPES] },
        countField('co2', { description: 'g/km; a car taking electricity and another fuel is a hybrid under 50.' }),
        { name: 'driveType', type: 'select', options: [...DRIVE_TYPES] },
      ],
    },
    localizedLinesField('features', 'Short lines shown on the car card and page.'),
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      type: 'row',
      fields: [
        {
          name: 'mileagePolicy',
          type: 'select',
          required: true,
          defaultValue: 'unlimited',
          options: [...MILEAGE_POLICIES],
        },
        countField('dailyKmLimit', { description: 'Kilometres per day when mileage is limited.' }),
        { name: 'fuelPolicy', type: 'select', required: true, defaultValue: 'fullToFull', options: [...FUEL_POLICIES] },
      ],
    },
    countField('minimumAge', {
      description: "The youngest driver allowed; empty means the web category's age in Rental rules.",
    }),
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The page /cars/{slug}; made from the model when empty.' },
    },
    {
      name: 'whenSoldOut',
      type: 'select',
      required: true,
      defaultValue: 'hide',
      options: [...SOLD_OUT_POLICIES],
      admin: { position: 'sidebar' },
    },
    isActiveField,
    sortOrderField,
  ],
}
