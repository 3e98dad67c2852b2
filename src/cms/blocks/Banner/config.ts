import type { Block } from 'payload'

import { buttonFields } from '../../fields/link'

export const BannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  labels: { singular: 'Banner / hero', plural: 'Banners' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'mobileImage', type: 'upload', relationTo: 'media', admin: { description: 'Optional image for phones.' } },
    { name: 'variant', type: 'select', defaultValue: 'hero', options: ['hero', 'compact'] },
    { name: 'buttons', type: 'array', maxRows: 3, fields: buttonFields() },
  ],
}
