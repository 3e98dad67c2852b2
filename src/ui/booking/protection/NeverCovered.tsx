/** What no protection level covers (the Rental rules' lines), under a title; nothing when there are none. */
export function NeverCovered({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 text-sm sm:p-5" data-testid="never-covered">
      <h3 className="font-semibold text-ink">{title}</h3>
      <ul className="mt-2 space-y-1">
        {lines.map((line) => (
          <li key={line} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-danger">
              ✕
            </span>
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
