import { CAR_LIST_PARAMS, parseCarListFilters, withCarListFilters, type CarListFilters } from './car-list-query'

/**
 * A trip preset's filters as the car list reads them, and the query of the Select Car step that
 * starts with them. `mustHave` are the stored filter slugs; unknown ones are left out, as the car
 * list leaves them out of a URL.
 */
export function tripPresetSearch(preset: {
  mustHave?: readonly string[] | null | undefined
  category?: string | null | undefined
}): { filters: CarListFilters; query: string } {
  const params = new URLSearchParams()
  for (const slug of preset.mustHave ?? []) params.append(CAR_LIST_PARAMS.special, slug)
  if (preset.category) params.set(CAR_LIST_PARAMS.category, preset.category)
  const filters = parseCarListFilters(params)
  return { filters, query: withCarListFilters(new URLSearchParams(), filters).toString() }
}
