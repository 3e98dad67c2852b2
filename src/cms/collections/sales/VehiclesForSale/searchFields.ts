import type { Field } from 'payload'

import { SALE_ADDITIONAL_OPTIONS, SALE_EXCHANGE_FLAGS, SALE_FEATURES } from './options'

const hidden = { readOnly: true, hidden: true } as const

/** Fields the sales search filters on (SPEC §3 Sales filter keys) beyond the specification. */
export const searchFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'tireSize', type: 'text', index: true, admin: { description: 'As on the tyre, e.g. 205/55 R16.' } },
      { name: 'serialNumber', type: 'text', index: true, admin: { description: 'VIN.' } },
      { name: 'firstRegistration', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'features', type: 'select', hasMany: true, options: [...SALE_FEATURES] },
      { name: 'additionalOptions', type: 'select', hasMany: true, options: [...SALE_ADDITIONAL_OPTIONS] },
    ],
  },
  {
    type: 'row',
    fields: SALE_EXCHANGE_FLAGS.map((name): Field => ({ name, type: 'checkbox', defaultValue: false })),
  },
]

/** Kept by the `setSearchKeys` hook; never edited by hand. */
export const searchKeyFields: Field[] = [
  { name: 'brandSlug', type: 'text', index: true, admin: hidden },
  { name: 'modelSlug', type: 'text', index: true, admin: hidden },
  { name: 'colorSlug', type: 'text', admin: hidden },
  { name: 'askingPrice', type: 'number', index: true, admin: hidden },
  { name: 'discount', type: 'number', admin: hidden },
]

/** SPEC issue 10: a sold car leaves the search but keeps its page with a note for 30 days. */
export const soldFields: Field[] = [
  {
    name: 'sold',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    admin: { position: 'sidebar', description: 'Takes the car off the search; its page says "sold" for 30 days.' },
  },
  {
    name: 'soldAt',
    type: 'date',
    admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.sold) },
  },
]
