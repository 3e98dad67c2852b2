import { type Locale, localeOr } from '@/i18n/locales'

/** A field error: the validation message key and the field it is about (its path in the form). */
export type FieldError = { readonly field: string; readonly key: string }

/** What a manage form action answers when it does not move on: its errors and what was typed. */
export type FormState = {
  readonly errors: readonly FieldError[]
  /** A form-level problem, as a key of the `manage.problems` messages. */
  readonly problem?: string | undefined
  readonly values: Readonly<Record<string, string>>
}

export const EMPTY_FORM_STATE: FormState = { errors: [], values: {} }

/** The text fields of a form, never the card number or CVC. */
export function safeValues(formData: FormData, omit: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of formData.entries()) {
    if (typeof value === 'string' && !name.startsWith('$') && !omit.includes(name)) values[name] = value
  }
  return values
}

/** The language the form was sent in (a hidden field), the default language when missing or unknown. */
export function localeOf(formData: FormData): Locale {
  const value = formData.get('locale')
  return localeOr(value)
}
