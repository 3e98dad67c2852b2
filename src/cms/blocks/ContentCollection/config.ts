import type { Block } from 'payload'

import { buttonFields, linkFields } from '../../fields/link'

const itemBlocks: Block[] = [
  {
    slug: 'text',
    interfaceName: 'TextItem',
    fields: [
      { name: 'text', type: 'text', required: true },
      { name: 'level', type: 'select', defaultValue: 'h2', options: ['h2', 'h3', 'p'] },
    ],
  },
  { slug: 'textarea', interfaceName: 'TextareaItem', fields: [{ name: 'body', type: 'richText', required: true }] },
  {
    slug: 'file',
    interfaceName: 'FileItem',
    fields: [
      { name: 'file', type: 'upload', relationTo: 'media', required: true },
      { name: 'label', type: 'text' },
    ],
  },
  { slug: 'button', interfaceName: 'ButtonItem', fields: buttonFields() },
  {
    slug: 'date',
    interfaceName: 'DateItem',
    fields: [
      { name: 'label', type: 'text' },
      { name: 'date', type: 'date', required: true },
    ],
  },
  { slug: 'link', interfaceName: 'LinkItem', fields: linkFields() },
  {
    slug: 'video',
    interfaceName: 'VideoItem',
    fields: [
      {
        name: 'url',
        type: 'text',
        required: true,
        admin: { description: 'mp4/webm file URL or a YouTube/Vimeo link.' },
      },
      { name: 'title', type: 'text', required: true },
      { name: 'poster', type: 'upload', relationTo: 'media' },
    ],
  },
  {
    slug: 'links',
    interfaceName: 'LinksItem',
    fields: [{ name: 'links', type: 'array', minRows: 1, fields: linkFields() }],
  },
  {
    slug: 'gallery',
    interfaceName: 'GalleryItem',
    fields: [{ name: 'images', type: 'upload', relationTo: 'media', hasMany: true, required: true }],
  },
]

export const ContentCollectionBlock: Block = {
  slug: 'contentCollection',
  interfaceName: 'ContentCollectionBlock',
  labels: { singular: 'Content collection', plural: 'Content collections' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'columns', type: 'number', min: 1, max: 4, defaultValue: 1 },
    { name: 'items', type: 'blocks', blocks: itemBlocks, minRows: 1 },
  ],
}
