import type React from 'react'

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'danger' | 'dark'

type Props = React.HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-surface text-ink ring-line',
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  accent: 'bg-accent-400 text-ink ring-accent-500',
  success: 'bg-green-50 text-success ring-green-200',
  danger: 'bg-red-50 text-danger ring-red-200',
  dark: 'bg-ink text-white ring-ink',
}

/** A short label such as "On request" or "Electric". */
export function Badge({ tone = 'neutral', className = '', ...rest }: Props) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]} ${className}`}
      {...rest}
    />
  )
}
