import type React from 'react'

import { FIELD_CLASS } from '@/ui/primitives/field-styles'
import { FieldShell, fieldDescribedBy } from '@/ui/primitives/FieldShell'

type Props = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string
  label: string
  error?: string
}

/** A labelled multi-line text field; the form owns its state. */
export function TextArea({ id, label, error, required, ...rest }: Props) {
  return (
    <FieldShell id={id} label={label} error={error} isRequired={required}>
      <textarea
        id={id}
        rows={4}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy({ id, error })}
        className={FIELD_CLASS}
        {...rest}
      />
    </FieldShell>
  )
}
