import type { Block } from 'payload'

import { linkFields } from '../../fields/link'

export const LinksBlock: Block = {
  slug: 'links',
  interfaceName: 'LinksBlock',
  labels: { singular: 'Links', plural: 'Links' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'links', type: 'array', minRows: 1, fields: [...linkFields(), { name: 'description', type: 'textarea' }] },
  ],
}
