import type { Field, GlobalConfig } from 'payload'

import { anyone, isEditor } from '../../access/roles'
import { buttonFields } from '../../fields/link'
import { THEMES } from '../../fields/theme'
import { FOOTER_CODES, FOOTER_COMPONENTS, HEADER_CODES, HEADER_COMPONENTS } from '../../../domain/content/chrome-layout'
import { LOCALES, LOCALE_LABELS } from '../../../i18n/locales'

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'x', 'tripadvisor'] as const

/** Menu entries: the ones without url and title are dropped when shown. */
const menuEntry = (subPages: boolean): Field[] => [
  { name: 'title', type: 'text' },
  { name: 'url', type: 'text' },
  ...(subPages ? [{ name: 'subPages', type: 'array', fields: menuEntry(false) } satisfies Field] : []),
]

export const CompanyInformation: GlobalConfig = {
  slug: 'company-information',
  label: 'Company information',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isEditor },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Company',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'logo', type: 'upload', relationTo: 'media' },
            { name: 'favicon', type: 'upload', relationTo: 'media' },
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'street', type: 'text' },
                { name: 'postalCode', type: 'text' },
                { name: 'city', type: 'text', localized: true },
                { name: 'country', type: 'text', localized: true },
              ],
            },
            { name: 'map', type: 'text', admin: { description: 'Link to the address on a map.' } },
            {
              name: 'phones',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', localized: true },
                { name: 'number', type: 'text', required: true },
              ],
            },
            { name: 'email', type: 'email' },
            {
              name: 'copyright',
              type: 'text',
              localized: true,
              admin: { description: '{year} is replaced by the current year.' },
            },
            {
              name: 'socialLinks',
              type: 'array',
              fields: [
                { name: 'network', type: 'select', required: true, options: [...SOCIAL_NETWORKS] },
                { name: 'link', type: 'text' },
              ],
            },
            {
              name: 'languages',
              type: 'select',
              hasMany: true,
              defaultValue: [...LOCALES],
              options: LOCALES.map((code) => ({ label: LOCALE_LABELS[code], value: code })),
              admin: { description: 'Languages offered in the language switcher.' },
            },
            {
              name: 'schedule',
              type: 'array',
              admin: { description: 'Opening hours; rows without a time description are not shown.' },
              fields: [
                { name: 'day', type: 'select', required: true, options: [...WEEKDAYS] },
                { name: 'timeDescription', type: 'text', localized: true },
              ],
            },
            {
              name: 'employees',
              type: 'array',
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'role', type: 'text', localized: true },
                { name: 'email', type: 'email' },
                { name: 'phone', type: 'text' },
                { name: 'image', type: 'upload', relationTo: 'media' },
              ],
            },
          ],
        },
        {
          label: 'Menus and paths',
          name: 'pages',
          fields: [
            { name: 'header', type: 'array', localized: true, fields: menuEntry(true) },
            { name: 'footer', type: 'array', localized: true, fields: menuEntry(true) },
            {
              name: 'searchPaths',
              type: 'group',
              fields: [
                {
                  name: 'path',
                  type: 'text',
                  defaultValue: '/search',
                  admin: { description: 'Cars for sale search.' },
                },
                {
                  name: 'carPath',
                  type: 'text',
                  defaultValue: '/car',
                  admin: { description: 'One car for sale: {carPath}/{id}.' },
                },
                {
                  name: 'libraryPath',
                  type: 'text',
                  defaultValue: '/our-cars',
                  admin: { description: 'The rental fleet catalogue.' },
                },
              ],
            },
            { name: 'contactPath', type: 'text', defaultValue: '/contact' },
            {
              name: 'privacyPath',
              type: 'text',
              defaultValue: '/privacy',
              admin: { description: 'Linked from the cookie notice.' },
            },
          ],
        },
        {
          label: 'Layout',
          name: 'layout',
          fields: [
            {
              name: 'header',
              type: 'group',
              fields: [
                {
                  name: 'code',
                  type: 'select',
                  defaultValue: 'default',
                  options: [...HEADER_CODES],
                  admin: { description: 'default: white bar; transparent: see-through bar over the page.' },
                },
                {
                  name: 'components',
                  type: 'select',
                  hasMany: true,
                  defaultValue: [...HEADER_COMPONENTS],
                  options: [...HEADER_COMPONENTS],
                  admin: { description: 'Parts shown in the header besides the logo (none chosen: all).' },
                },
                { name: 'buttons', type: 'array', localized: true, maxRows: 2, fields: buttonFields() },
              ],
            },
            {
              name: 'footer',
              type: 'group',
              fields: [
                {
                  name: 'code',
                  type: 'select',
                  defaultValue: 'default',
                  options: [...FOOTER_CODES],
                  admin: { description: 'default: columns; compact: one row with logo, links and copyright.' },
                },
                {
                  name: 'components',
                  type: 'select',
                  hasMany: true,
                  defaultValue: [...FOOTER_COMPONENTS],
                  options: [...FOOTER_COMPONENTS],
                  admin: {
                    description: 'Parts shown in the footer besides the logo and copyright (none chosen: all).',
                  },
                },
              ],
            },
            {
              name: 'errorTheme',
              type: 'select',
              defaultValue: 'light',
              options: [...THEMES],
              admin: { description: 'Colours of the error pages (page not found): body, header and footer.' },
            },
          ],
        },
        {
          label: 'Snippets',
          name: 'codes',
          description: 'Statistics and session-recording snippets. They load only after a visitor agrees to cookies.',
          fields: [
            { name: 'head', type: 'code', admin: { language: 'html' } },
            { name: 'openBody', type: 'code', admin: { language: 'html' } },
            { name: 'closeBody', type: 'code', admin: { language: 'html' } },
          ],
        },
      ],
    },
  ],
}
