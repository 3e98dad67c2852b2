import { ALL_OF_KEYS, FLAG_KEYS, LIST_KEYS, type FacetKey, type FlagKey, type ListKey, type SaleSearch } from './keys'

/** Every facet the search counts: the list keys and the flags. */
export const FACET_KEYS: readonly FacetKey[] = [...LIST_KEYS, ...FLAG_KEYS]

/** A candidate car: its value(s) per facet, and the active facets it fails (at most one matters). */
export type FacetRow = {
  readonly values: Readonly<Partial<Record<FacetKey, readonly string[]>>>
  readonly fails: readonly FacetKey[]
}

export type FacetCounts = Readonly<Record<FacetKey, ReadonlyMap<string, number>>>

/**
 * The active facets of a search that a car may fail and still be counted for that facet (SPEC
 * issue 10: "each option shows how many cars it would give with the other active filters applied").
 * `features` and `additionalOptions` are not among them: a car must have all of the chosen ones, so
 * their options count within the current result.
 */
export function excludableFacets(search: SaleSearch): FacetKey[] {
  const lists = LIST_KEYS.filter((key) => !ALL_OF_KEYS.has(key) && search.lists[key].length > 0)
  const flags = FLAG_KEYS.filter((key) => search.flags[key])
  return [...lists, ...flags]
}

/**
 * Counts the options of every facet over candidate rows: a row that fails no active facet counts
 * for every facet; a row that fails exactly one counts only for that one (that is what choosing
 * another option there would add); rows failing two or more count nowhere.
 */
export function countFacets(rows: Iterable<FacetRow>): FacetCounts {
  const counts = Object.fromEntries(FACET_KEYS.map((key) => [key, new Map<string, number>()])) as Record<
    FacetKey,
    Map<string, number>
  >
  for (const row of rows) {
    if (row.fails.length > 1) continue
    const [failed] = row.fails
    const keys = failed === undefined ? FACET_KEYS : [failed]
    for (const key of keys) {
      for (const value of row.values[key] ?? []) {
        const map = counts[key]
        map.set(value, (map.get(value) ?? 0) + 1)
      }
    }
  }
  return counts
}

/** True for the candidate rows that are in the result (they fail nothing). */
export function isMatch(row: FacetRow): boolean {
  return row.fails.length === 0
}

/** Flags count under the value "true". */
export const FLAG_VALUE = 'true'

export function isFlagKey(key: FacetKey): key is FlagKey {
  return (FLAG_KEYS as readonly string[]).includes(key)
}

export function isListFacet(key: FacetKey): key is ListKey {
  return (LIST_KEYS as readonly string[]).includes(key)
}
