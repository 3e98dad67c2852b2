import type { Block } from 'payload'

import { CAR_LIST_DEFAULTS, CAR_LIST_SOURCES, CAR_LIST_VIEW_MODES } from '../../../domain/fleet/car-list'
import { WEB_CATEGORIES } from '../../../domain/fleet/web-categories'
import { blockSettingsField } from '../../fields/blockSettings'

/**
 * SPEC §3 car list: title, tag, tabs, car lists (a web category, picked models or the popular
 * cars), more button, pagination, view mode; SPEC §9: list limit 8, 2 rows per page.
 */
export const CarListBlock: Block = {
  slug: 'carList',
  interfaceName: 'CarListBlock',
  labels: { singular: 'Car list', plural: 'Car lists' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'tag', type: 'text', admin: { description: 'A short label above the title.' } },
      ],
    },
    {
      name: 'tabs',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      admin: { description: 'One tab per car list; a single list shows no tab bar.' },
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'source', type: 'select', required: true, defaultValue: 'category', options: [...CAR_LIST_SOURCES] },
        {
          name: 'webCategory',
          type: 'select',
          options: WEB_CATEGORIES.map(({ label, id }) => ({ label, value: id })),
          admin: { condition: (_, row) => row?.source === 'category' },
        },
        {
          name: 'models',
          type: 'relationship',
          relationTo: 'car-categories',
          hasMany: true,
          admin: { condition: (_, row) => row?.source === 'models' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'viewMode', type: 'select', defaultValue: 'grid', options: [...CAR_LIST_VIEW_MODES] },
        { name: 'listLimit', type: 'number', min: 1, max: 48, defaultValue: CAR_LIST_DEFAULTS.listLimit },
        { name: 'rowsPerPage', type: 'number', min: 1, max: 12, defaultValue: CAR_LIST_DEFAULTS.rowsPerPage },
        { name: 'pagination', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      name: 'moreButton',
      type: 'group',
      fields: [
        { name: 'label', type: 'text' },
        { name: 'url', type: 'text', admin: { description: 'Empty: the fleet catalogue (library path).' } },
      ],
    },
    blockSettingsField({ columns: 4 }),
  ],
}
