import type { FormFieldDef } from './form-definition'

/** A field for tests: a required-less text field unless `overrides` say otherwise. */
export function testField(overrides: Partial<FormFieldDef> & Pick<FormFieldDef, 'name'>): FormFieldDef {
  return {
    kind: 'text',
    label: overrides.name,
    isRequired: false,
    requiredWhen: null,
    visibleWhen: null,
    placeholder: '',
    defaultValue: '',
    requiredMessage: '',
    options: [],
    format: 'any',
    min: null,
    max: null,
    step: null,
    maxFiles: 1,
    ...overrides,
  }
}
