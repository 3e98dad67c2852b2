import { ALL_OF_KEYS, FLAG_KEYS, LIST_KEYS, type FacetKey, type SaleSearch } from './keys'

/** Every facet the search counts: the list keys and the flags. */
export const FACET_KEYS: readonly FacetKey[] = [...LIST_KEYS, ...FLAG_KEYS]

export type FacetCounts = Readonly<Record<FacetKey, ReadonlyMap<string, number>>>

/** Flags count under the value "true". */
export const FLAG_VALUE = 'true'

/**
 * The active facets of a search that a car may fail and still be counted for that facet (issue
 * 10: "each option shows how many cars it would give with the other active filters applied").
 * `features` and `additionalOptions` are not among them: a car must have all of the chosen ones,
 * so their options count within the current result. A car failing no active facet counts for
 * every facet; a car failing exactly one counts only for that one (engine/run.ts).
 */
export function excludableFacets(search: SaleSearch): FacetKey[] {
  const lists = LIST_KEYS.filter((key) => !ALL_OF_KEYS.has(key) && search.lists[key].length > 0)
  const flags = FLAG_KEYS.filter((key) => search.flags[key])
  return [...lists, ...flags]
}
