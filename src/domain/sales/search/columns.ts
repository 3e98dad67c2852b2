/** SPEC §5: search results take 1 to 4 columns; anything else is 4. */
export function searchColumns(value: unknown): 1 | 2 | 3 | 4 {
  return value === 1 || value === 2 || value === 3 || value === 4 ? value : 4
}
