import type { ErrorCode } from '../errors/errors'
import type { FieldError } from './field-errors'

/**
 * What a form's server action answers when it does not move on, the one shape for every step
 * action: nothing yet ('idle'), field errors (the one field-error type, see ./field-errors), or a
 * form-level problem as a code of the error catalogue (its message is `apiErrors.<code>`). Both
 * keep what was typed, as the form holds it.
 */
export type FormState<Values> =
  | { readonly status: 'idle' }
  | { readonly status: 'invalid'; readonly errors: readonly FieldError[]; readonly values: Values }
  | { readonly status: 'failed'; readonly problem: ErrorCode; readonly values: Values }

export const IDLE_FORM_STATE = { status: 'idle' } as const satisfies FormState<never>

/** The values the form was refused with, or `fallback` before it was sent. */
export function formValues<Values>(state: FormState<Values>, fallback: Values): Values {
  return state.status === 'idle' ? fallback : state.values
}

/** The field errors of a refused form (none unless invalid). */
export function formErrors<Values>(state: FormState<Values>): readonly FieldError[] {
  return state.status === 'invalid' ? state.errors : []
}

/** The form-level problem, if the form failed with one. */
export function formProblem<Values>(state: FormState<Values>): ErrorCode | undefined {
  return state.status === 'failed' ? state.problem : undefined
}
