import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Field, Plugin } from 'payload'

import { anyone, isEditor, nobody } from '../access/roles'
import { formFieldBlocks } from './fieldBlocks'
import { FORM_FILES_SLUG } from './FormFiles'

export const FORMS_SLUG = 'forms'
export const FORM_SUBMISSIONS_SLUG = 'form-submissions'

/** The plugin's own field kinds are all off: ours (fieldBlocks.ts) replace the `fields` blocks. */
const NO_PLUGIN_FIELDS = {
  checkbox: false,
  country: false,
  email: false,
  message: false,
  number: false,
  payment: false,
  select: false,
  state: false,
  text: false,
  textarea: false,
  upload: false,
} as const

/**
 * Payload's form builder with the spec's field kinds and rules. Forms are read by anyone (the page
 * renders them; recipients' addresses are staff-only in the plugin), written by editors.
 * Submissions are created only by the site's form route (after the bot check and the rules), read
 * by editors in the admin, never changed; the plugin e-mails each to the form's recipients
 * through Payload's mail (SMTP or the outbox).
 */
export const formBuilder: Plugin = formBuilderPlugin({
  fields: NO_PLUGIN_FIELDS,
  formOverrides: {
    slug: FORMS_SLUG,
    admin: { group: 'Forms', defaultColumns: ['title', 'confirmationType', 'updatedAt'] },
    access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor, unlock: isEditor },
    fields: ({ defaultFields }) => defaultFields.map(withOurFields),
  },
  formSubmissionOverrides: {
    slug: FORM_SUBMISSIONS_SLUG,
    admin: { group: 'Forms', defaultColumns: ['form', 'locale', 'createdAt'] },
    access: { read: isEditor, create: nobody, update: nobody, delete: isEditor, unlock: isEditor },
    fields: ({ defaultFields }) => [
      ...defaultFields,
      { name: 'files', type: 'upload', relationTo: FORM_FILES_SLUG, hasMany: true, admin: { readOnly: true } },
      { name: 'locale', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    ],
  },
})

/** The `fields` blocks become our kinds; the redirect's address defaults to the home page. */
function withOurFields(field: Field): Field {
  if ('name' in field && field.name === 'fields' && field.type === 'blocks') {
    return { ...field, blocks: formFieldBlocks, admin: { ...field.admin, initCollapsed: false } }
  }
  if (field.type === 'text' && field.name === 'submitButtonLabel') {
    return { ...field, admin: { description: 'Empty for the default label of each language.' } }
  }
  if ('name' in field && field.name === 'redirect' && field.type === 'group') {
    return {
      ...field,
      fields: field.fields.map((inner) =>
        'name' in inner && inner.name === 'url' && inner.type === 'text'
          ? { ...inner, required: false, defaultValue: '/', admin: { description: 'A site path; / when empty.' } }
          : inner,
      ),
    }
  }
  return field
}
