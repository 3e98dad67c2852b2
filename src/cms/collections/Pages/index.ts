import type { CollectionConfig } from 'payload'

import { previewPath } from '../../../domain/content/site-path'
import { DEFAULT_LOCALE } from '../../../i18n/locales'
import { isEditor, publishedOrEditor } from '../../access/roles'
import { pageBlocks } from '../../blocks'
import { THEMES } from '../../fields/theme'
import { pageHashField } from './pageHash'
import { validatePagePath } from './validatePagePath'

/** The live preview's devices: the spec's phone, a tablet and a desktop. */
const PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: 'Phone', width: 390, height: 844 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
]

/** How often the admin saves a draft while an editor types, feeding the live preview. */
const AUTOSAVE_INTERVAL_MS = 800

export const Pages: CollectionConfig = {
  slug: 'pages',
  // By address: the home page ('/') heads the list.
  defaultSort: 'path',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    // Found by its title or its address ('/' finds the home page).
    listSearchableFields: ['title', 'path'],
    group: 'Content',
    livePreview: {
      // Absolute, on the admin's own origin: the admin matches the preview's messages by origin.
      url: ({ data, locale, req }) =>
        data.id === undefined
          ? null
          : `${req.origin ?? ''}${previewPath({ locale: locale.code, id: String(data.id), defaultLocale: DEFAULT_LOCALE })}`,
      breakpoints: PREVIEW_BREAKPOINTS,
    },
  },
  access: {
    read: publishedOrEditor,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
    readVersions: isEditor,
    unlock: isEditor,
  },
  // Drafts stay in the admin (and its live preview) until published, now or at a scheduled time.
  // Drafts are validated: a new page is saved once it has what a page needs (a title and a path),
  // so "Create New" leaves no untitled draft behind when the editor turns away (Payload creates
  // one at once otherwise).
  versions: {
    drafts: {
      autosave: { interval: AUTOSAVE_INTERVAL_MS },
      schedulePublish: { timeFormat: 'HH:mm' },
      validate: true,
    },
    maxPerDoc: 20,
  },
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
    {
      name: 'viewOnSite',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/collections/Pages/admin/ViewOnSite#ViewOnSite' } },
    },
    pageHashField,
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
      admin: {
        position: 'sidebar',
        description: 'Colours of the page body, the header and the footer on this page.',
      },
      fields: [
        { name: 'page', type: 'select', defaultValue: 'light', options: [...THEMES] },
        { name: 'header', type: 'select', defaultValue: 'light', options: [...THEMES] },
        { name: 'footer', type: 'select', defaultValue: 'light', options: [...THEMES] },
      ],
    },
  ],
}
