type Row = { readonly label: string; readonly value: string; readonly isTotal?: boolean }

/**
 * A late cancellation's money before it is confirmed: what was paid, the fee kept and the refund,
 * one row each (label above its amount on a phone, side by side from 612 px), and when it arrives.
 */
export function CancelFeeTable({ rows, note }: { rows: readonly Row[]; note: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-3 text-sm">
      <dl className="grid gap-2" data-testid="manage-cancel-money">
        {rows.map((row) => (
          <div
            key={row.label}
            className={`flex flex-col sm:flex-row sm:justify-between sm:gap-x-4 ${row.isTotal ? 'border-t border-line pt-2 font-semibold' : ''}`}
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums sm:text-right">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-muted">{note}</p>
    </div>
  )
}
