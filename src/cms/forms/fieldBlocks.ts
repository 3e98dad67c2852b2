import type { Block, Field } from 'payload'

import { MAX_FORM_FILES } from '../../domain/forms/check-form'
import { TEXT_FORMATS } from '../../domain/forms/form-definition'
import { ruleGroup } from './ruleFields'

const NAME_PATTERN = /^[A-Za-z_][\w-]*$/

/** What every field kind has: a name, a label, required, its own message and the two rules. */
const commonFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'name',
        type: 'text',
        required: true,
        admin: { width: '50%', description: 'Stored and e-mailed under this name, e.g. email or car_id.' },
        validate: (value: unknown) =>
          NAME_PATTERN.test(String(value ?? '')) ? true : 'Letters, digits, - and _ only, starting with a letter.',
      },
      { name: 'label', type: 'text', localized: true, admin: { width: '50%' } },
    ],
  },
  { name: 'required', type: 'checkbox' },
  {
    name: 'requiredMessage',
    type: 'text',
    localized: true,
    admin: { description: 'Shown when the field is missing; empty for the default message.' },
  },
  ruleGroup('visibleWhen', 'Visible only when', 'Shown and sent only while this holds.'),
  ruleGroup('requiredWhen', 'Required when', 'Required while this holds (and the field is visible).'),
]

const placeholder: Field = { name: 'placeholder', type: 'text', localized: true }
const defaultText: Field = { name: 'defaultValue', type: 'text' }
const options: Field = {
  name: 'options',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', localized: true, required: true, admin: { width: '50%' } },
        { name: 'value', type: 'text', required: true, admin: { width: '50%' } },
      ],
    },
  ],
}
const bounds: Field = {
  type: 'row',
  fields: [
    { name: 'min', type: 'number', admin: { width: '33%' } },
    { name: 'max', type: 'number', admin: { width: '33%' } },
    { name: 'step', type: 'number', admin: { width: '33%' } },
  ],
}

function kind(slug: string, singular: string, extra: Field[]): Block {
  return { slug, labels: { singular, plural: `${singular} fields` }, fields: [...commonFields, ...extra] }
}

/** SPEC §3 form field kinds: text, number, email, textarea, select, checkbox, question, range, file, hidden, not-visible. */
export const formFieldBlocks: Block[] = [
  kind('text', 'Text', [
    placeholder,
    defaultText,
    {
      name: 'format',
      type: 'select',
      defaultValue: 'any',
      options: TEXT_FORMATS.map((value) => ({ value, label: value })),
      admin: { description: 'Values in another format get "{field} is in invalid format".' },
    },
  ]),
  kind('number', 'Number', [placeholder, defaultText, bounds]),
  kind('email', 'Email', [placeholder]),
  kind('textarea', 'Text area', [placeholder]),
  kind('select', 'Select', [placeholder, options, defaultText]),
  kind('checkbox', 'Checkbox', [{ name: 'defaultValue', type: 'checkbox' }]),
  kind('question', 'Question', [
    { ...options, admin: { description: 'Choices shown as radio buttons; Yes and No when none are given.' } },
  ]),
  kind('range', 'Range', [bounds, defaultText]),
  kind('file', 'File', [
    {
      name: 'maxFiles',
      type: 'number',
      defaultValue: 1,
      min: 1,
      max: MAX_FORM_FILES,
      admin: { description: `Images or PDF documents, 7 MB each, at most ${MAX_FORM_FILES}.` },
    },
  ]),
  kind('hidden', 'Hidden', [
    {
      name: 'defaultValue',
      type: 'text',
      admin: { description: 'Sent but not shown; a query parameter of the same name (e.g. car_id) fills it.' },
    },
  ]),
  kind('notVisible', 'Not visible', [
    {
      name: 'defaultValue',
      type: 'text',
      required: true,
      admin: { description: 'Never in the page; stored with every submission.' },
    },
  ]),
]
