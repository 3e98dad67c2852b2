import type { z } from 'zod'
import { isValidationMessageKey, type ValidationMessageKey } from './messages'

/** One failed field: where, which message key, and the params to fill it with. */
export type FieldError = {
  readonly path: string
  readonly key: ValidationMessageKey
  readonly params: { readonly field: string }
}

/**
 * Turns zod issues into field errors. The field is the last named segment of the path (so
 * 'drivers.1.firstName' speaks of firstName); an issue without one of our keys is a format error.
 */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const field = [...issue.path].reverse().find((segment): segment is string => typeof segment === 'string') ?? ''
    return {
      path: issue.path.map(String).join('.'),
      key: isValidationMessageKey(issue.message) ? issue.message : 'validation.format',
      params: { field },
    }
  })
}
