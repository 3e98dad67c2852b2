'use client'

import { FIELD_CLASS } from '@/ui/primitives/field-styles'
import { FieldShell, fieldDescribedBy } from '@/ui/primitives/FieldShell'

type Props = {
  id: string
  label: string
  hint: string
  chosen: string
  accept: string
  error?: string | undefined
  /** Returns false when the choice is refused (the input is then cleared). */
  onChoose: (files: File[]) => boolean
}

/** The trade-in photos: several images at once, checked before anything is uploaded. */
export function PhotoField({ id, label, hint, chosen, accept, error, onChoose }: Props) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="file"
        multiple
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy({ id, hint, error })}
        className={`${FIELD_CLASS} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold`}
        onChange={(event) => {
          const input = event.currentTarget
          if (!onChoose(Array.from(input.files ?? []))) input.value = ''
        }}
        data-testid="trade-in-photos"
      />
      <p className="mt-1 text-sm" aria-live="polite">
        {chosen}
      </p>
    </FieldShell>
  )
}
