import type React from 'react'

import { FIELD_CLASS } from './field-styles'
import { FieldShell, fieldDescribedBy } from './FieldShell'

export type SelectOption = { value: string; label: string }

type Props = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string
  label: string
  options: readonly SelectOption[]
  hint?: string
  error?: string
}

/** A labelled native select with a custom chevron. */
export function Select({ id, label, options, hint, error, required, className = '', ...rest }: Props) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} isRequired={required}>
      <div className="relative">
        <select
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy({ id, hint, error })}
          className={`${FIELD_CLASS} appearance-none pr-10 ${className}`}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
        >
          <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5 1 1L10 14 4.5 8.5z" />
        </svg>
      </div>
    </FieldShell>
  )
}
