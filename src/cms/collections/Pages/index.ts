import type { CollectionConfig } from 'payload'

import { isEditor, publishedOrEditor } from '../../access/roles'
import { pageBlocks } from '../../blocks'
import { THEMES } from '../../fields/theme'
import { validatePagePath } from './validatePagePath'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', '_status', 'updatedAt'], group: 'Content' },
  access: {
    read: publishedOrEditor,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
    readVersions: isEditor,
    unlock: isEditor,
  },
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validatePagePath,
      admin: { position: 'sidebar', description: 'The page URL without the language prefix, e.g. / or /about.' },
    },
    { name: 'layout', type: 'blocks', localized: true, blocks: pageBlocks },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'indexable', type: 'checkbox', defaultValue: true },
        {
          name: 'title',
          type: 'text',
          localized: true,
          admin: { description: 'The browser tab and search result title; the site name is added after it.' },
        },
        { name: 'description', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'structuredData', type: 'json', admin: { description: 'JSON-LD object added to the page head.' } },
      ],
    },
    {
      name: 'theme',
      type: 'group',
      admin: { position: 'sidebar' },
      fields: [
        { name: 'page', type: 'select', defaultValue: 'light', options: [...THEMES] },
        { name: 'header', type: 'select', defaultValue: 'light', options: [...THEMES] },
        { name: 'footer', type: 'select', defaultValue: 'dark', options: [...THEMES] },
      ],
    },
  ],
}
