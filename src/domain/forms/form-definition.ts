/**
 * A form built by an editor (SPEC §3 form field kinds), as the browser and the server both read
 * it: the CMS document is turned into this shape in one place (src/server/forms/form-definition).
 */
export const FORM_FIELD_KINDS = [
  'text',
  'number',
  'email',
  'textarea',
  'select',
  'checkbox',
  'question',
  'range',
  'file',
  'hidden',
  'notVisible',
] as const

export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number]

export const RULE_OPERATORS = ['equals', 'notEquals', 'filled', 'empty'] as const
export type RuleOperator = (typeof RULE_OPERATORS)[number]

/** A condition on another field's value: `equals`/`notEquals` compare with `value` (a checkbox is `true` when ticked). */
export type FieldRule = { readonly field: string; readonly operator: RuleOperator; readonly value: string }

export const TEXT_FORMATS = ['any', 'phone', 'digits', 'letters'] as const
export type TextFormat = (typeof TEXT_FORMATS)[number]

export type FieldOption = { readonly label: string; readonly value: string }

export type FormFieldDef = {
  readonly kind: FormFieldKind
  readonly name: string
  /** Shown to the visitor and named in the messages; the name when the editor gave none. */
  readonly label: string
  readonly isRequired: boolean
  /** Required when this holds (and the field is visible). */
  readonly requiredWhen: FieldRule | null
  /** Shown and sent only when this holds. */
  readonly visibleWhen: FieldRule | null
  readonly placeholder: string
  readonly defaultValue: string
  /** The editor's own message for a missing value, instead of the default. */
  readonly requiredMessage: string
  readonly options: readonly FieldOption[]
  readonly format: TextFormat
  readonly min: number | null
  readonly max: number | null
  readonly step: number | null
  /** File fields: how many files at most (never more than MAX_FORM_FILES). */
  readonly maxFiles: number
}

export type FormDefinition = {
  readonly id: string
  readonly title: string
  readonly fields: readonly FormFieldDef[]
  /** The editor's submit label, or '' for the default. */
  readonly submitLabel: string
  /** After a successful submission: show the message, or go to `redirectTo` (default `/`). */
  readonly confirmation: { readonly kind: 'message' } | { readonly kind: 'redirect'; readonly redirectTo: string }
}

/** The value a ticked checkbox sends, and rules compare with. */
export const CHECKED = 'true'

/** Field kinds a visitor fills in (hidden and not-visible fields are never shown). */
export function isShownKind(kind: FormFieldKind): boolean {
  return kind !== 'hidden' && kind !== 'notVisible'
}
