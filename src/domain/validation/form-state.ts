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
