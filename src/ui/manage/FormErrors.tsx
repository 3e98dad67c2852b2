'use client'

import { useMessages, useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import type { FieldError } from '@/domain/validation/form-state'

import { fieldLabelKey, problemKey, validationKey } from './message-keys'

/** Translates a field error: the message for its key with {field} as the field's label. */
export function useFieldMessage() {
  const t = useTranslations('manage')
  const messages = useMessages().manage
  return (error: FieldError) => {
    const name = error.field.split('.').at(-1) ?? error.field
    const label = fieldLabelKey(messages, name)
    const field = label ? t(`fields.${label}`) : name
    return t(`validation.${validationKey(messages, error.key)}`, { field })
  }
}

/**
 * The list of errors above a form that was refused (SPEC §5: the invalid state keeps its list of
 * errors), each linking to its field; it takes focus so screen readers announce it.
 */
export function ErrorSummary({ errors, problem }: { errors: readonly FieldError[]; problem?: string | undefined }) {
  const t = useTranslations('manage')
  const messages = useMessages().manage
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
      {problem ? (
        <p className="font-semibold">{t(`problems.${problemKey(messages, problem)}`)}</p>
      ) : (
        <p className="font-semibold">{t('errorsTitle', { count: errors.length })}</p>
      )}
      {errors.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {errors.map((error) => (
            <li key={error.field}>
              <a href={`#${fieldId(error.field)}`} className="underline">
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
