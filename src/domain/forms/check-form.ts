import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '../sales/forms/photos'
import { fieldStates } from './field-rules'
import { CHECKED, type FormFieldDef } from './form-definition'

/** SPEC §5 and §9: each uploaded file at most 7 MB, at most 20 files (the same limits as photos). */
export const MAX_FILE_BYTES = MAX_PHOTO_BYTES
export const MAX_FORM_FILES = MAX_PHOTOS

/** The SPEC §5 messages, as keys of the `forms` messages (`{field}` is the field's label). */
export type FormIssueKey = 'required' | 'email' | 'format' | 'tooManyFiles' | 'fileTooLarge'

export type FormIssue = {
  readonly field: string
  readonly key: FormIssueKey
  /** The field's label, and for file problems the limit and the file's name. */
  readonly params: Readonly<Record<string, string | number>>
  /** The editor's own message for a missing value, when there is one. */
  readonly custom?: string
}

/** What the server (or the browser) knows of the files chosen in one field. */
export type ChosenFile = { readonly name: string; readonly size: number }

export type CheckedForm = {
  readonly issues: readonly FormIssue[]
  /** The values to store, visible fields only, in the form's order (not-visible fields get their set value). */
  readonly data: readonly { readonly field: string; readonly value: string }[]
  /** The file fields whose files are stored: the visible ones. Files of any other field are dropped unread. */
  readonly fileFields: readonly string[]
}

const LIMITS = { text: 500, textarea: 5000 } as const
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const FORMATS = {
  any: /^[\s\S]*$/,
  phone: /^\+?[\d\s().-]{5,20}$/,
  digits: /^\d+$/,
  letters: /^[\p{L}\p{M}\s'’-]+$/u,
} as const

/**
 * Checks a submission against its form: the rules decide which fields count (fieldStates), then
 * each visible field's value by its kind. Hidden-by-rule fields are dropped; a not-visible field
 * always stores the value the editor set, whatever the browser sent. A file field's limits (count,
 * size) hold whether it is shown or not: files sent for a hidden field are never decoded, but they
 * still may not be more than the field takes.
 */
export function checkForm(params: {
  fields: readonly FormFieldDef[]
  values: Readonly<Record<string, string>>
  files?: Readonly<Record<string, readonly ChosenFile[]>>
}): CheckedForm {
  const { fields, files = {} } = params
  const values = withSetValues(fields, params.values)
  const states = fieldStates(fields, values)
  const issues: FormIssue[] = []
  const data: { field: string; value: string }[] = []
  const fileFields: string[] = []
  for (const field of fields) {
    const state = states[field.name]
    if (field.kind === 'file') {
      const chosen = files[field.name] ?? []
      const problem = fileIssue(field, chosen)
      if (problem) issues.push(problem)
      else if (state?.isRequired && chosen.length === 0) issues.push(required(field))
      if (state?.isVisible) fileFields.push(field.name)
      continue
    }
    if (!state?.isVisible) continue
    const label = { field: field.label }
    const value = (values[field.name] ?? '').trim()
    if (isEmpty(field, value)) {
      if (state.isRequired) issues.push(required(field))
      continue
    }
    if (field.kind === 'email' && !EMAIL.test(value)) issues.push({ field: field.name, key: 'email', params: label })
    else if (!isWellFormed(field, value)) issues.push({ field: field.name, key: 'format', params: label })
    else data.push({ field: field.name, value })
  }
  return { issues, data, fileFields }
}

/** The most files a form takes in one submission: what its file fields allow together (at most 20). */
export function formFileAllowance(fields: readonly FormFieldDef[]): number {
  const total = fields
    .filter((field) => field.kind === 'file')
    .reduce((sum, field) => sum + Math.min(Math.max(field.maxFiles, 1), MAX_FORM_FILES), 0)
  return Math.min(total, MAX_FORM_FILES)
}

/** The first problem with the files of one field: too many, or one over 7 MB. */
export function fileIssue(field: FormFieldDef, chosen: readonly ChosenFile[]): FormIssue | null {
  const max = Math.min(Math.max(field.maxFiles, 1), MAX_FORM_FILES)
  if (chosen.length > max) return { field: field.name, key: 'tooManyFiles', params: { field: field.label, max } }
  const large = chosen.find((file) => file.size > MAX_FILE_BYTES)
  if (large) {
    return {
      field: field.name,
      key: 'fileTooLarge',
      params: { field: field.label, name: large.name, maxMb: MAX_FILE_BYTES / (1024 * 1024) },
    }
  }
  return null
}

function withSetValues(fields: readonly FormFieldDef[], values: Readonly<Record<string, string>>) {
  const merged: Record<string, string> = { ...values }
  for (const field of fields) if (field.kind === 'notVisible') merged[field.name] = field.defaultValue
  return merged
}

function required(field: FormFieldDef): FormIssue {
  return {
    field: field.name,
    key: 'required',
    params: { field: field.label },
    ...(field.requiredMessage !== '' && { custom: field.requiredMessage }),
  }
}

function isEmpty(field: FormFieldDef, value: string): boolean {
  return value === '' || (field.kind === 'checkbox' && value !== CHECKED)
}

function isWellFormed(field: FormFieldDef, value: string): boolean {
  switch (field.kind) {
    case 'number':
    case 'range':
      return isNumberWithin(field, value)
    case 'select':
    case 'question':
      return field.options.some((option) => option.value === value)
    case 'text':
      return value.length <= LIMITS.text && FORMATS[field.format].test(value)
    case 'textarea':
      return value.length <= LIMITS.textarea
    default:
      return value.length <= LIMITS.text
  }
}

function isNumberWithin(field: FormFieldDef, value: string): boolean {
  if (!/^-?\d+([.,]\d+)?$/.test(value)) return false
  const number = Number(value.replace(',', '.'))
  return (field.min === null || number >= field.min) && (field.max === null || number <= field.max)
}
