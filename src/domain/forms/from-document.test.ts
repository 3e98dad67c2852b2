import { describe, expect, it } from 'vitest'

import { formDefinitionOf } from './from-document'

describe('formDefinitionOf', () => {
  it('maps the stored fields, rules and confirmation', () => {
    const form = formDefinitionOf({
      id: 4,
      title: 'Contact',
      fields: [
        { blockType: 'checkbox', name: 'hasCar', label: 'I have a car', defaultValue: true },
        {
          blockType: 'text',
          name: 'plate',
          label: ' ',
          visibleWhen: { field: 'hasCar', operator: 'equals', value: 'true' },
          requiredWhen: { field: '', operator: 'filled' },
        },
        { blockType: 'question', name: 'again' },
        { blockType: 'payment', name: 'unknown' },
      ],
      confirmationType: 'redirect',
      redirect: { url: '' },
    })
    expect(form.fields.map((field) => field.kind)).toEqual(['checkbox', 'text', 'question'])
    expect(form.fields[0]?.defaultValue).toBe('true')
    expect(form.fields[1]).toMatchObject({
      label: 'plate',
      visibleWhen: { field: 'hasCar', operator: 'equals', value: 'true' },
      requiredWhen: null,
    })
    expect(form.fields[2]?.options.map((option) => option.value)).toEqual(['yes', 'no'])
    expect(form.confirmation).toEqual({ kind: 'redirect', redirectTo: '/' })
    expect(form.submitLabel).toBe('')
  })
})
