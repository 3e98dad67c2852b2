import { SPECIAL_FILTERS, type SpecialFilter } from '@/domain/search/car-filters'

/**
 * The catalogue's special filters work without reading the URL (the page is the same for every
 * visitor): a small client component writes the filters that are on into `data-f` of the list
 * (one bit per filter, e.g. '101' = Automatic and 4WD/AWD), and every card and group carries the
 * classes that hide it under the combinations it does not match. Class names are written out in
 * full so that Tailwind generates them.
 */
const HIDE_WHEN: Readonly<Record<string, string>> = {
  '100': 'group-data-[f=100]/fleet:hidden',
  '010': 'group-data-[f=010]/fleet:hidden',
  '001': 'group-data-[f=001]/fleet:hidden',
  '110': 'group-data-[f=110]/fleet:hidden',
  '101': 'group-data-[f=101]/fleet:hidden',
  '011': 'group-data-[f=011]/fleet:hidden',
  '111': 'group-data-[f=111]/fleet:hidden',
}

const SHOW_WHEN: Readonly<Record<string, string>> = {
  '100': 'group-data-[f=100]/fleet:block',
  '010': 'group-data-[f=010]/fleet:block',
  '001': 'group-data-[f=001]/fleet:block',
  '110': 'group-data-[f=110]/fleet:block',
  '101': 'group-data-[f=101]/fleet:block',
  '011': 'group-data-[f=011]/fleet:block',
  '111': 'group-data-[f=111]/fleet:block',
}

/** Every combination of filters with at least one on. */
const COMBOS = Object.keys(HIDE_WHEN)

/** The `data-f` value for the filters that are on. */
export function filterCombo(on: readonly SpecialFilter[]): string {
  return SPECIAL_FILTERS.map((filter) => (on.includes(filter) ? '1' : '0')).join('')
}

/** The filters of a combination. */
export function filtersOfCombo(combo: string): SpecialFilter[] {
  return SPECIAL_FILTERS.filter((_, index) => combo.charAt(index) === '1')
}

/** The combinations of filters under which an element (each `matches` says whether a car passes) has nothing to show. */
export function unmatchedCombos(matches: (filters: readonly SpecialFilter[]) => boolean): string[] {
  return COMBOS.filter((combo) => !matches(filtersOfCombo(combo)))
}

/** Classes that hide an element under the given combinations. */
export function hideClassesOf(combos: readonly string[]): string {
  return combos.map((combo) => HIDE_WHEN[combo] ?? '').join(' ')
}

/** Classes that hide an element matched by none of `matches` (each says whether a car passes). */
export function hideClasses(matches: (filters: readonly SpecialFilter[]) => boolean): string {
  return hideClassesOf(unmatchedCombos(matches))
}

/** Classes that show a hidden element (the "no car matches" line) under the combinations nothing matches. */
export function showClasses(matches: (filters: readonly SpecialFilter[]) => boolean): string {
  return COMBOS.filter((combo) => !matches(filtersOfCombo(combo)))
    .map((combo) => SHOW_WHEN[combo])
    .join(' ')
}
