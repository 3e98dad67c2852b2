import type { CollectionConfig } from 'payload'

import { isAgent, isStaff, nobody } from '../../../access/roles'
import { INQUIRY_PHOTOS_SLUG } from '../InquiryPhotos'

export const INQUIRIES_SLUG = 'inquiries'
export const INQUIRY_KINDS = ['offer', 'inquiry', 'trade-in'] as const
export const INQUIRY_STATUSES = ['new', 'answered'] as const

/**
 * Offers, sale inquiries and trade-ins sent from the car pages. Only staff read them (a visitor's
 * REST call is refused); they are created by the server's submission use case only.
 */
export const Inquiries: CollectionConfig = {
  slug: INQUIRIES_SLUG,
  labels: { singular: 'Inquiry', plural: 'Inquiries' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'car', 'status', 'createdAt'],
    group: 'Sales',
    listSearchableFields: ['name', 'email', 'phone'],
  },
  access: { admin: isStaff, read: isStaff, create: nobody, update: isAgent, delete: isAgent, unlock: isAgent },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          options: [
            { label: 'Offer', value: 'offer' },
            { label: 'Sale inquiry', value: 'inquiry' },
            { label: 'Trade-in', value: 'trade-in' },
          ],
          access: { update: nobody },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: [
            { label: 'New', value: 'new' },
            { label: 'Answered', value: 'answered' },
          ],
        },
      ],
    },
    { name: 'car', type: 'relationship', relationTo: 'vehicles-for-sale', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true },
        { name: 'locale', type: 'text', admin: { description: 'The language the visitor wrote in.' } },
      ],
    },
    {
      name: 'details',
      type: 'group',
      admin: { description: 'Amounts in ISK, mileage in km.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'offeredPrice', type: 'number' },
            { name: 'price', type: 'number' },
            { name: 'tradeInValue', type: 'number' },
            { name: 'askingPrice', type: 'number' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'ownCar', type: 'text' },
            { name: 'year', type: 'text' },
            { name: 'registrationNumber', type: 'text' },
            { name: 'mileage', type: 'number' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'sellerName', type: 'text' },
            {
              name: 'payment',
              type: 'select',
              options: [
                { label: 'Cash', value: 'cash' },
                { label: 'Other', value: 'other' },
              ],
            },
          ],
        },
        { name: 'inquiry', type: 'textarea' },
      ],
    },
    { name: 'comment', type: 'textarea' },
    { name: 'photos', type: 'upload', relationTo: INQUIRY_PHOTOS_SLUG, hasMany: true, maxRows: 20 },
    { name: 'staffNotes', type: 'textarea', admin: { description: 'Not shown to the visitor.' } },
  ],
}
