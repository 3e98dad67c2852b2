import type { WebCategoryId } from './web-categories'

/** SPEC §3 car list sources, view modes; SPEC §9: list limit 8 and 2 rows per page. */
export const CAR_LIST_SOURCES = [
  { label: 'A web category', value: 'category' },
  { label: 'Picked models', value: 'models' },
  { label: 'Popular cars', value: 'popular' },
] as const
type CarListSource = (typeof CAR_LIST_SOURCES)[number]['value']

export const CAR_LIST_VIEW_MODES = [
  { label: 'Grid', value: 'grid' },
  { label: 'List', value: 'list' },
] as const
export type CarListViewMode = (typeof CAR_LIST_VIEW_MODES)[number]['value']

export const CAR_LIST_DEFAULTS = { listLimit: 8, rowsPerPage: 2 } as const

export type CarListTab = {
  readonly source: CarListSource
  readonly webCategory?: WebCategoryId | undefined
  readonly modelIds?: readonly number[] | undefined
}

type ListedCar = { readonly id: number; readonly webCategory: WebCategoryId }

/**
 * The cars of one car list, at most `limit`: a web category's in fleet order; picked models in the
 * editor's order (retired ones left out); popular ones by bookings, topped up in fleet order.
 */
export function carListCars<Car extends ListedCar>(params: {
  tab: CarListTab
  fleet: readonly Car[]
  popularIds: readonly number[]
  limit?: number | null | undefined
}): Car[] {
  const { tab, fleet, popularIds } = params
  const limit = params.limit && params.limit > 0 ? params.limit : CAR_LIST_DEFAULTS.listLimit
  const byId = new Map(fleet.map((car) => [car.id, car]))
  const pick = (ids: readonly number[]) => ids.flatMap((id) => byId.get(id) ?? [])
  const cars =
    tab.source === 'category'
      ? fleet.filter((car) => tab.webCategory === undefined || car.webCategory === tab.webCategory)
      : tab.source === 'models'
        ? pick(tab.modelIds ?? [])
        : [...new Set([...pick(popularIds), ...fleet])]
  return cars.slice(0, limit)
}

/** Cars per page: rows per page times the columns (a list view has one column). */
export function carListPageSize(params: {
  rowsPerPage: number | null | undefined
  columns: number
  viewMode: CarListViewMode
}): number {
  const rows = params.rowsPerPage && params.rowsPerPage > 0 ? params.rowsPerPage : CAR_LIST_DEFAULTS.rowsPerPage
  return rows * (params.viewMode === 'list' ? 1 : params.columns)
}
