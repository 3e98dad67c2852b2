import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '../../access/roles'

export const PAGE_VIEWS_SLUG = 'page-views'

/**
 * SPEC §7 `POST /v1/stat/view`: how many visitors saw each page on each day, one row per page hash
 * and day. Counted by the server only (visitors who agreed to statistics, once per visitor, page and
 * day); no fingerprint, address or other personal data is kept. Staff read it; nobody edits it.
 */
export const PageViews: CollectionConfig = {
  slug: PAGE_VIEWS_SLUG,
  labels: { singular: 'Page view count', plural: 'Page views' },
  admin: {
    useAsTitle: 'path',
    defaultColumns: ['day', 'path', 'count', 'pageHash'],
    group: 'Content',
    description: 'Visitors per page and day (only visitors who agreed to statistics; each counted once a day).',
  },
  access: {
    read: isStaff,
    create: nobody,
    update: nobody,
    delete: isAdmin,
    unlock: nobody,
  },
  defaultSort: '-day',
  indexes: [{ fields: ['pageHash', 'day'], unique: true }],
  fields: [
    { name: 'pageHash', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'path',
      type: 'text',
      admin: { readOnly: true, description: 'The page path when first counted that day.' },
    },
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true, description: 'YYYY-MM-DD (UTC).' },
    },
    { name: 'count', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
  ],
}
