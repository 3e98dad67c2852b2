import type { Block } from 'payload'

import { blockSettingsField } from '../../fields/blockSettings'

/** SPEC §2 car details on any page: one rental model's card and specification. */
export const CarDetailsBlock: Block = {
  slug: 'carDetails',
  interfaceName: 'CarDetailsBlock',
  labels: { singular: 'Car details', plural: 'Car details' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'model', type: 'relationship', relationTo: 'car-categories', required: true },
    blockSettingsField({ columns: 2 }),
  ],
}
