import type { FacetCounts } from '@/domain/sales/search/facets'
import { LIST_VALUES, type FacetKey, type ListKey, type SaleSearch } from '@/domain/sales/search/keys'
import type { FacetLabels } from '@/domain/sales/search/engine/run'

/** A facet's option before it is worded: its value, name, count and whether it is ticked. */
export type FacetOption = {
  readonly value: string
  readonly label: string
  readonly count: number
  readonly isChosen: boolean
}

/**
 * The options of a list facet: every value the counts know plus the chosen ones (a chosen option
 * no car has any more still shows, with 0, so it can be unticked). Closed sets keep their own
 * order; numbers go up; names alphabetically. Models list only those of the chosen brands.
 */
export function facetOptions(params: {
  key: ListKey
  search: SaleSearch
  facets: FacetCounts
  labels: FacetLabels
  label: (value: string) => string
}): FacetOption[] {
  const { key, search, facets, labels } = params
  const counts = facets[key as FacetKey]
  const chosen = new Set(search.lists[key])
  const kind = LIST_VALUES[key]
  let values = [...new Set([...counts.keys(), ...chosen])]
  if (key === 'models') {
    const brands = new Set(search.lists.brands)
    values = values.filter((value) => chosen.has(value) || brands.has(labels.models.get(value)?.brand ?? ''))
  }
  const options = values.map((value) => ({
    value,
    label: params.label(value),
    count: counts.get(value) ?? 0,
    isChosen: chosen.has(value),
  }))
  if (kind.kind === 'option')
    return options.sort((a, b) => kind.options.indexOf(a.value) - kind.options.indexOf(b.value))
  if (kind.kind === 'integer') return options.sort((a, b) => Number(a.value) - Number(b.value))
  return options.sort((a, b) => a.label.localeCompare(b.label))
}
