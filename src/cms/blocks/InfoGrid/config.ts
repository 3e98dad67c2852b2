import type { Block } from 'payload'

import { INFO_ICONS } from '../../../domain/content/info-icons'

export const InfoGridBlock: Block = {
  slug: 'infoGrid',
  interfaceName: 'InfoGridBlock',
  labels: { singular: 'Info grid', plural: 'Info grids' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'icon', type: 'select', options: [...INFO_ICONS] },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
}
