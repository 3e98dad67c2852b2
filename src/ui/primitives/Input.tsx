import type React from 'react'

import { FIELD_CLASS } from './field-styles'
import { FieldShell, fieldDescribedBy } from './FieldShell'

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string
  label: string
  hint?: string
  error?: string
}

/** A labelled text input; purely visual, forms own its state. */
export function Input({ id, label, hint, error, required, className = '', ...rest }: Props) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} isRequired={required}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy({ id, hint, error })}
        className={`${FIELD_CLASS} ${className}`}
        {...rest}
      />
    </FieldShell>
  )
}
