import type { Block } from 'payload'

export const TabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: 'Tabs', plural: 'Tabs' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'tabs',
      type: 'array',
      minRows: 1,
      fields: [
        {
          name: 'tabId',
          type: 'text',
          required: true,
          admin: { description: 'Short id used in the URL hash, e.g. "winter".' },
        },
        { name: 'title', type: 'text', required: true },
        { name: 'body', type: 'richText', required: true },
      ],
    },
  ],
}
