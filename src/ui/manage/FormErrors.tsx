'use client'

import { useMessages, useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { errorMessageKey, type ErrorCode } from '@/domain/errors/errors'
import type { FieldError } from '@/domain/validation/field-errors'

import { fieldLabelKey, validationKey } from './message-keys'

/** Translates a field error: the message for its key with {field} as the field's translated label. */
export function useFieldMessage() {
  const t = useTranslations('manage')
  const messages = useMessages().manage
  return (error: FieldError) => {
    const label = fieldLabelKey(messages, error.params.field)
    const field = label ? t(`fields.${label}`) : error.params.field
    return t(`validation.${validationKey(messages, error.key)}`, { field })
  }
}

/** The message of a field in a refused form, if it has one. */
export function useErrorOf(errors: readonly FieldError[]) {
  const message = useFieldMessage()
  return (path: string) => {
    const error = errors.find((candidate) => candidate.path === path)
    return error ? message(error) : undefined
  }
}

/**
 * The list of errors above a form that was refused (SPEC §5: the invalid state keeps its list of
 * errors), each linking to its field, or the form's problem (a catalogue code, `apiErrors.<code>`);
 * it takes focus so screen readers announce it.
 */
export function ErrorSummary({ errors, problem }: { errors: readonly FieldError[]; problem?: ErrorCode | undefined }) {
  const t = useTranslations()
  const message = useFieldMessage()
  const ref = useRef<HTMLDivElement>(null)
  const hasContent = errors.length > 0 || problem !== undefined
  useEffect(() => {
    if (hasContent) ref.current?.focus()
  }, [hasContent, errors, problem])
  if (!hasContent) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-5 rounded-xl border border-danger/40 bg-red-50 p-4 text-danger outline-none focus-visible:outline-2 focus-visible:outline-danger"
      data-testid="manage-errors"
    >
      <p className="font-semibold">
        {problem ? t(errorMessageKey(problem)) : t('manage.errorsTitle', { count: errors.length })}
      </p>
      {errors.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {errors.map((error) => (
            <li key={error.path}>
              <a href={`#${fieldId(error.path)}`} className="underline">
                {message(error)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** The id of a form field from its name ('drivers.1.lastName' → 'drivers-1-lastName'). */
export function fieldId(name: string): string {
  return name.replaceAll('.', '-')
}
