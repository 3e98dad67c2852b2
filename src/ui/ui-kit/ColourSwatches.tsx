const SWATCHES = [
  { token: 'brand-50', className: 'bg-brand-50' },
  { token: 'brand-100', className: 'bg-brand-100' },
  { token: 'brand-200', className: 'bg-brand-200' },
  { token: 'brand-500', className: 'bg-brand-500' },
  { token: 'brand-600', className: 'bg-brand-600' },
  { token: 'brand-700', className: 'bg-brand-700' },
  { token: 'brand-900', className: 'bg-brand-900' },
  { token: 'accent-400', className: 'bg-accent-400' },
  { token: 'accent-500', className: 'bg-accent-500' },
  { token: 'ink', className: 'bg-ink' },
  { token: 'muted', className: 'bg-muted' },
  { token: 'line', className: 'bg-line' },
  { token: 'surface', className: 'bg-surface' },
  { token: 'danger', className: 'bg-danger' },
  { token: 'success', className: 'bg-success' },
] as const

/** The theme colour tokens from globals.css. */
export function ColourSwatches() {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-8">
      {SWATCHES.map((swatch) => (
        <li key={swatch.token} className="text-sm">
          <span className={`block h-14 rounded-lg ring-1 ring-line ring-inset ${swatch.className}`} />
          <code className="mt-1 block text-xs text-muted">{swatch.token}</code>
        </li>
      ))}
    </ul>
  )
}
