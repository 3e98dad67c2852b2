import type { CollectionConfig } from 'payload'

import { FUEL_TYPES } from '../../../../domain/fleet/fuel-type'
import { WEB_CATEGORIES } from '../../../../domain/fleet/web-categories'
import { rentalAccess } from '../shared/access'
import { countField, isActiveField, localizedLinesField, sortOrderField } from '../shared/fields'
import { normalizeAcrissCode, validateAcrissCode } from './acriss'
import { CATEGORY_SIZES, DRIVE_TYPES, FUEL_POLICIES, MILEAGE_POLICIES, SOLD_OUT_POLICIES } from './options'
import { keepPreviousSlugs } from './previous-slugs'
import { setCategorySlug } from './slug'
import { redirectsChangedAfterChange } from '../../RedirectRules/hooks/redirectsChanged'

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
  hooks: {
    beforeValidate: [setCategorySlug],
    beforeChange: [keepPreviousSlugs],
    // Its page addresses are redirect rules too (retired, renamed): the proxy's table loads them again.
    afterChange: [redirectsChangedAfterChange],
  },
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
    {
      name: 'turnaroundHours',
      type: 'number',
      min: 0,
      max: 72,
      defaultValue: 1,
      admin: {
        step: 0.5,
        description:
          'Hours after a return before a unit of this class can go out again (cleaning, checks). Availability and the planning board count it.',
      },
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
      name: 'previousSlugs',
      type: 'text',
      hasMany: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Earlier addresses of this page (kept when the slug changes); they answer 301 to it.',
      },
    },
    {
      name: 'successor',
      type: 'relationship',
      relationTo: 'car-categories',
      filterOptions: ({ id }) => (id === undefined ? true : { id: { not_equals: id } }),
      admin: {
        position: 'sidebar',
        description: 'When this model is retired (not active): the model its page sends visitors to; else /our-cars.',
      },
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
