import type React from 'react'

/** One label and amount line of the booking summary. */
export function SummaryRow({
  label,
  amount,
  isStrong = false,
  testId,
}: {
  label: React.ReactNode
  amount: React.ReactNode
  isStrong?: boolean
  testId?: string
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${isStrong ? 'text-base font-bold text-ink' : 'text-sm'}`}
      data-testid={testId}
    >
      <dt className={isStrong ? '' : 'text-muted'}>{label}</dt>
      <dd className="shrink-0 text-right font-semibold tabular-nums">{amount}</dd>
    </div>
  )
}
