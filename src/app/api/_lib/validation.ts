import type { z } from 'zod'

import { domainError, type DomainError } from '@/domain/errors/errors'
import { fieldErrors } from '@/domain/validation/field-errors'
import type { Locale } from '@/i18n/locales'
import { validationTextsIn } from '@/server/http/validation-texts'

export type ValidationFailure = {
  readonly error: DomainError
  readonly fields: { path: string; message: string }[]
}

/**
 * Bad input as the spec words it (§5): '{field} is required' for a missing field, '{field} is in
 * invalid format' for a wrong one (or the field's own message), in the language the request asks for.
 * The first failure is the message; every failure is listed under fields.
 */
export async function validationFailure(
  zodError: z.ZodError,
  body: unknown,
  locale: Locale,
): Promise<ValidationFailure> {
  const message = await validationTextsIn(locale)
  const fields = fieldErrors(zodError).map((failure, at) => {
    const issue = zodError.issues[at]
    const isMissing = issue !== undefined && issue.path.length > 0 && valueAt(body, issue.path) === undefined
    const key = isMissing ? 'validation.required' : failure.key
    return {
      path: failure.path,
      message: message(key, failure.params.field || failure.path || 'body'),
    }
  })
  const first = fields[0]?.message ?? domainError('VALIDATION_FAILED').message
  return { error: { ...domainError('VALIDATION_FAILED'), message: first }, fields }
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let current = body
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<PropertyKey, unknown>)[segment]
  }
  return current
}
