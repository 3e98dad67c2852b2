/** A plain text table: a header row and rows of cells, each column as wide as its widest cell. */
export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [header, ...rows].map((row) => row.map(String))
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)))
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
  const [first, ...rest] = cells
  return [line(first ?? []), widths.map((width) => '-'.repeat(width)).join('  '), ...rest.map(line)].join('\n')
}
