/** SPEC §5: search columns are 1-4, anything else is 4. */
export type SectionColumns = 1 | 2 | 3 | 4

export function sectionColumns(value: number | null | undefined): SectionColumns {
  return value === 1 || value === 2 || value === 3 || value === 4 ? value : 4
}

/**
 * A whole number from a query parameter (`cid=269`, `page=2`), or undefined when it is missing,
 * not a plain positive integer, or beyond the safe range.
 */
export function positiveIntParam(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d{1,9}$/.test(value.trim())) return undefined
  const number = Number(value.trim())
  return number > 0 ? number : undefined
}

/** One page of a list: page numbers from 1; a page past the end is empty with the real counts. */
export function pageOf<Item>(
  items: readonly Item[],
  page: number,
  size: number,
): { items: Item[]; page: number; pageSize: number; pageCount: number; totalCount: number } {
  const start = (page - 1) * size
  return {
    items: items.slice(start, start + size),
    page,
    pageSize: size,
    pageCount: Math.ceil(items.length / size),
    totalCount: items.length,
  }
}
