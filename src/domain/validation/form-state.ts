import type { ErrorCode } from '../errors/errors'
import type { FieldError } from './field-errors'

/**
 * What a form action answers when it does not move on: its field errors (the one field-error type,
 * see ./field-errors), a form-level problem as a code of the error catalogue (its message is
 * `apiErrors.<code>`), and what was typed.
 */
export type FormState = {
  readonly errors: readonly FieldError[]
  readonly problem?: ErrorCode | undefined
  readonly values: Readonly<Record<string, string>>
}

export const EMPTY_FORM_STATE: FormState = { errors: [], values: {} }
