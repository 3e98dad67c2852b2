import {
  FORM_FIELD_KINDS,
  RULE_OPERATORS,
  TEXT_FORMATS,
  type FieldRule,
  type FormDefinition,
  type FormFieldDef,
  type FormFieldKind,
} from './form-definition'

type RuleDocument = { field?: string | null; operator?: string | null; value?: string | null } | null | undefined

/** A form field block as the CMS stores it (every kind's optional settings side by side). */
export type FieldDocument = {
  blockType: string
  name: string
  label?: string | null
  required?: boolean | null
  requiredMessage?: string | null
  visibleWhen?: RuleDocument
  requiredWhen?: RuleDocument
  placeholder?: string | null
  defaultValue?: string | boolean | null
  format?: string | null
  options?: readonly { label: string; value: string }[] | null
  min?: number | null
  max?: number | null
  step?: number | null
  maxFiles?: number | null
}

/** A form as the CMS stores it (the plugin's collection with our field kinds). */
export type FormDocument = {
  id: number | string
  title: string
  fields?: readonly FieldDocument[] | null
  submitButtonLabel?: string | null
  confirmationType?: string | null
  redirect?: { url?: string | null } | null
}

const YES_NO = [
  { label: 'yes', value: 'yes' },
  { label: 'no', value: 'no' },
] as const

/**
 * The one mapping of a stored form to what the browser renders and the server checks. Field kinds
 * we do not know are left out; a question without choices gets Yes and No (labels `yes`/`no`,
 * translated by the renderer); a redirect without an address goes to `/` (SPEC §2).
 */
export function formDefinitionOf(doc: FormDocument): FormDefinition {
  const fields = (doc.fields ?? []).flatMap((field) => {
    const kind = kindOf(field.blockType)
    return kind ? [fieldOf(kind, field)] : []
  })
  const redirectTo = doc.redirect?.url?.trim() || '/'
  return {
    id: String(doc.id),
    title: doc.title,
    fields,
    submitLabel: doc.submitButtonLabel?.trim() ?? '',
    confirmation: doc.confirmationType === 'redirect' ? { kind: 'redirect', redirectTo } : { kind: 'message' },
  }
}

function fieldOf(kind: FormFieldKind, doc: FieldDocument): FormFieldDef {
  const options = doc.options?.map(({ label, value }) => ({ label, value })) ?? []
  return {
    kind,
    name: doc.name,
    label: doc.label?.trim() || doc.name,
    isRequired: doc.required === true,
    requiredWhen: ruleOf(doc.requiredWhen),
    visibleWhen: ruleOf(doc.visibleWhen),
    placeholder: doc.placeholder ?? '',
    defaultValue: defaultOf(doc.defaultValue),
    requiredMessage: doc.requiredMessage?.trim() ?? '',
    options: kind === 'question' && options.length === 0 ? YES_NO : options,
    format: TEXT_FORMATS.find((format) => format === doc.format) ?? 'any',
    min: doc.min ?? null,
    max: doc.max ?? null,
    step: doc.step ?? null,
    maxFiles: doc.maxFiles ?? 1,
  }
}

function kindOf(blockType: string): FormFieldKind | undefined {
  return FORM_FIELD_KINDS.find((kind) => kind === blockType)
}

function ruleOf(doc: RuleDocument): FieldRule | null {
  const field = doc?.field?.trim()
  const operator = RULE_OPERATORS.find((value) => value === doc?.operator)
  if (!field || !operator) return null
  return { field, operator, value: doc?.value?.trim() ?? '' }
}

function defaultOf(value: string | boolean | null | undefined): string {
  if (typeof value === 'boolean') return value ? 'true' : ''
  return value ?? ''
}
