/** A list of ticked lines in two columns from `sm` (features, accessories). */
export function CheckList({ items, testId }: { items: readonly string[]; testId: string }) {
  return (
    <ul className="grid gap-1 sm:grid-cols-2" data-testid={testId}>
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
