import type { Block } from 'payload'

import { blockSettingsField } from '../../fields/blockSettings'

/** SPEC §3 slider: slides with title, description, price, sale (active, amount), tags, link, image per device. */
export const SliderBlock: Block = {
  slug: 'slider',
  interfaceName: 'SliderBlock',
  labels: { singular: 'Slider', plural: 'Sliders' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        {
          type: 'row',
          fields: [
            { name: 'price', type: 'number', min: 0, admin: { description: 'EUR, e.g. a price per day.' } },
            {
              name: 'sale',
              type: 'group',
              fields: [
                { name: 'isActive', type: 'checkbox', defaultValue: false, label: 'On sale' },
                { name: 'amount', type: 'number', min: 0, admin: { description: 'The sale price, EUR.' } },
              ],
            },
          ],
        },
        {
          name: 'tags',
          type: 'array',
          maxRows: 4,
          fields: [{ name: 'label', type: 'text', required: true }],
        },
        {
          name: 'link',
          type: 'group',
          fields: [
            { name: 'label', type: 'text' },
            {
              name: 'url',
              type: 'text',
              admin: { description: 'An internal path such as /cars/kia-picanto, or an https: link.' },
            },
          ],
        },
        { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Desktop image.' } },
        { name: 'tabletImage', type: 'upload', relationTo: 'media' },
        { name: 'mobileImage', type: 'upload', relationTo: 'media' },
      ],
    },
    blockSettingsField({ columns: 3 }),
  ],
}
