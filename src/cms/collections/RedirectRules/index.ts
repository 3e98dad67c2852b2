import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../../access/roles'
import { redirectCsvEndpoints } from './csvEndpoints'
import { checkRule } from './hooks/checkRule'
import { redirectsChangedAfterChange, redirectsChangedAfterDelete } from './hooks/redirectsChanged'
import { REDIRECT_RULES_SLUG, REDIRECT_TYPES } from './rule-doc'

/**
 * SPEC §2 redirect rules, applied by the proxy before any page renders, in every language, with the
 * query kept. Anyone may read them (they are what the site answers anyway); editors write them.
 */
export const RedirectRules: CollectionConfig = {
  slug: REDIRECT_RULES_SLUG,
  labels: { singular: 'Redirect rule', plural: 'Redirect rules' },
  admin: {
    useAsTitle: 'oldPath',
    defaultColumns: ['oldPath', 'newPath', 'type', 'updatedAt'],
    group: 'Content',
    description:
      'Old addresses sent to new ones. An old path starting with ^ is a regular expression; $1, $2… in the new path take its groups. Rules apply in every language.',
    components: { beforeListTable: ['/cms/collections/RedirectRules/admin/CsvTools#CsvTools'] },
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor, unlock: isEditor },
  endpoints: redirectCsvEndpoints,
  hooks: {
    beforeChange: [checkRule],
    afterChange: [redirectsChangedAfterChange],
    afterDelete: [redirectsChangedAfterDelete],
  },
  fields: [
    {
      name: 'oldPath',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'e.g. /old-page, or ^/blog/(.*) for every page under /blog.' },
    },
    {
      name: 'newPath',
      type: 'text',
      required: true,
      admin: { description: 'e.g. /new-page, /news/$1, or a full https:// address.' },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'permanent',
      options: [...REDIRECT_TYPES],
      admin: { description: 'Permanent (301) for moved pages; temporary (302) for a while.' },
    },
  ],
}
