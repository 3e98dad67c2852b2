import type { Block } from 'payload'

export const INFO_ICONS = ['car', 'shield', 'plane', 'clock', 'road', 'phone', 'wallet', 'star', 'map', 'snow'] as const

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
