import type React from 'react'

import { ERROR_CLASS, HINT_CLASS, LABEL_CLASS } from './field-styles'

type Props = {
  id: string
  label: string
  hint?: string
  error?: string
  isRequired?: boolean
  children: React.ReactNode
}

/** Label, hint and error around one form control; ids match `fieldDescribedBy`. */
export function FieldShell({ id, label, hint, error, isRequired, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={HINT_CLASS}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function fieldDescribedBy({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}
