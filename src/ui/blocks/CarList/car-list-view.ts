import type { ModelCardData, ModelCardText } from '@/ui/fleet/model-card-data'

/** One tab of a car list: its cars by id, in the tab's order. */
export type CarListTabView = { tabId: string; title: string; carIds: readonly number[] }

/** What the car list's client part gets: each car's card data once, however many tabs show it. */
export type CarListView = {
  cards: readonly ModelCardData[]
  text: ModelCardText
  tabs: readonly CarListTabView[]
  pageSize: number
  listClass: string
  layout: 'column' | 'row'
  labels: { previous: string; next: string; page: string; nav: string }
}
