import type { CollectionConfig } from 'payload'

import { rentalAccess } from '../shared/access'
import { sortOrderField } from '../shared/fields'
import { holidaysField, openingTimesField, outOfHoursField } from './openingTimes'
import { validateIataCode, validateOfficeCode } from './validate'

/** SPEC §3 Desk: a pickup and return office. */
export const Offices: CollectionConfig = {
  slug: 'offices',
  labels: { singular: 'Office', plural: 'Offices' },
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'name', 'city', 'isAirport'], group: 'Rental' },
  access: rentalAccess,
  defaultSort: 'sortOrder',
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
          validate: validateOfficeCode,
          admin: { description: 'Id used by the booking API, e.g. brimb1.' },
        },
        { name: 'iataCode', type: 'text', validate: validateIataCode, admin: { description: 'E.g. KEF.' } },
      ],
    },
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'address', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'postalCode', type: 'text' },
        { name: 'city', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'state', type: 'text' },
        { name: 'country', type: 'text', defaultValue: 'IS', admin: { description: 'Two-letter code.' } },
      ],
    },
    {
      name: 'coordinates',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', min: -90, max: 90 },
            { name: 'lng', type: 'number', min: -180, max: 180 },
          ],
        },
      ],
    },
    { name: 'pickupInstructions', type: 'textarea', localized: true },
    { name: 'returnInstructions', type: 'textarea', localized: true },
    { name: 'isAirport', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    sortOrderField,
    openingTimesField,
    outOfHoursField,
    holidaysField,
  ],
}
