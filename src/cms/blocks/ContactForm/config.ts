import type { Block } from 'payload'

import { blockSettingsField } from '../../fields/blockSettings'
import { FORMS_SLUG } from '../../forms/formBuilder'

/** SPEC §2 page builder "contact form": a form built under Forms, with a title and an introduction. */
export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  labels: { singular: 'Contact form', plural: 'Contact forms' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'form',
      type: 'relationship',
      relationTo: FORMS_SLUG,
      required: true,
      admin: { description: 'The form to show; build it under Forms.' },
    },
    blockSettingsField({ columns: 1 }),
  ],
}
