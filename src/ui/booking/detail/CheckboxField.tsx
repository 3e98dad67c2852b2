import type React from 'react'

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string
  label: string
  ref?: React.Ref<HTMLInputElement>
}

/** A labelled checkbox; the whole label is part of the target. */
export function CheckboxField({ id, label, className = '', ...rest }: Props) {
  return (
    <div className={`flex min-h-11 items-center gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="size-6 shrink-0 cursor-pointer accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        {...rest}
      />
      <label htmlFor={id} className="cursor-pointer text-base text-ink">
        {label}
      </label>
    </div>
  )
}
