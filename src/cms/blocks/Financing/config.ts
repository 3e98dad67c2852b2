import type { Block } from 'payload'

import { blockSettingsField } from '../../fields/blockSettings'

/** SPEC §3 financing: items with name, link and image; SPEC §5: an item needs a name or an image. */
export const FinancingBlock: Block = {
  slug: 'financing',
  interfaceName: 'FinancingBlock',
  labels: { singular: 'Financing', plural: 'Financing' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'text', type: 'textarea' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      fields: [
        {
          name: 'name',
          type: 'text',
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { image?: unknown } }) =>
            Boolean(value?.trim()) || Boolean(siblingData.image) || 'An item needs a name or an image.',
        },
        { name: 'link', type: 'text', admin: { description: 'An internal path or an https: link.' } },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    blockSettingsField({ columns: 3 }),
  ],
}
