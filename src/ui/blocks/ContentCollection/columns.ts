export type ColumnCount = 1 | 2 | 3 | 4

/** Columns 1-4 as configured; anything else (missing, 0, 7, 2.5) is 4, as the spec says. */
export function clampColumns(value: number | null | undefined): ColumnCount {
  return value === 1 || value === 2 || value === 3 || value === 4 ? value : 4
}

/** Grid classes: one column on phones, growing at the design breakpoints. */
export const COLUMN_CLASSES: Record<ColumnCount, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 md:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
}
