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
 * so their options count within the current result.
 */
export function excludableFacets(search: SaleSearch): FacetKey[] {
  const lists = LIST_KEYS.filter((key) => !ALL_OF_KEYS.has(key) && search.lists[key].length > 0)
  const flags = FLAG_KEYS.filter((key) => search.flags[key])
  return [...lists, ...flags]
}

/**
 * Which cars count for a facet, by the bit mask of the excludable facets each fails (bit i for
 * `excludable[i]`): those failing nothing, and, when the facet is excludable, those failing only
 * it (what choosing another option there would add). Cars failing two or more count nowhere.
 */
export function countedFailMasks(key: FacetKey, excludable: readonly FacetKey[]): number[] {
  const at = excludable.indexOf(key)
  return at < 0 ? [0] : [0, 2 ** at]
}

/** The fail masks a car may have to be a candidate at all: none or exactly one bit. */
export function isCandidateMask(mask: number): boolean {
  return (mask & (mask - 1)) === 0
}

export function isFlagKey(key: FacetKey): boolean {
  return (FLAG_KEYS as readonly string[]).includes(key)
}
