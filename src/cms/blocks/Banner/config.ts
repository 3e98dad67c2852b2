import type { Block } from 'payload'

import { WEB_CATEGORIES } from '../../../domain/fleet/web-categories'
import { blockSettingsField } from '../../fields/blockSettings'
import { buttonFields } from '../../fields/link'

/** SPEC §3 banner: image per device, label, link, dateFrom / dateTo, category; title, text and buttons. */
export const BannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  labels: { singular: 'Banner / hero', plural: 'Banners' },
  fields: [
    { name: 'label', type: 'text', admin: { description: 'A short tag above the title, e.g. "Winter offer".' } },
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'tabletImage', type: 'upload', relationTo: 'media', admin: { description: 'Optional image for tablets.' } },
    { name: 'mobileImage', type: 'upload', relationTo: 'media', admin: { description: 'Optional image for phones.' } },
    { name: 'variant', type: 'select', defaultValue: 'hero', options: ['hero', 'compact'] },
    {
      name: 'link',
      type: 'text',
      admin: {
        description:
          'Where the title leads: an internal path or an https: link. Empty with a category: the booking search for it.',
      },
    },
    {
      name: 'category',
      type: 'select',
      options: WEB_CATEGORIES.map(({ label, id }) => ({ label, value: id })),
      admin: { description: 'The car class the banner sells.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'dateFrom',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Shown from this day (office time).' },
        },
        {
          name: 'dateTo',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Shown until this day, inclusive.' },
        },
      ],
    },
    { name: 'buttons', type: 'array', maxRows: 3, fields: buttonFields() },
    blockSettingsField({ columns: 1 }),
  ],
}
