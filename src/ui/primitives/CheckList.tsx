type Props = {
  items: readonly string[]
  testId?: string
  /** The list's accessible name, when no heading names it. */
  label?: string
  /** Two columns from `sm` (a page's lists) or one (a narrow card's). */
  columns?: 1 | 2
  className?: string
}

/** A list of ticked lines (features, accessories). */
export function CheckList({ items, testId, label, columns = 2, className = '' }: Props) {
  return (
    <ul
      className={`grid gap-1 ${columns === 2 ? 'sm:grid-cols-2' : ''} ${className}`}
      data-testid={testId}
      aria-label={label}
    >
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-success">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  )
}
