import { FLAG_KEYS, LIST_KEYS, RANGE_KEYS, TEXT_KEYS, type SaleSearch } from './keys'

/** One filter of a search that can be dropped, and the search without it. */
export type Relaxation = {
  readonly key: string
  /** The values dropped, as the URL spells them. */
  readonly values: readonly string[]
  readonly search: SaleSearch
}

/**
 * Every way of dropping one filter from a search (a whole list, a range, a flag or a text), page
 * reset to 1. The zero-result state counts each and offers those that bring cars back.
 */
export function relaxations(search: SaleSearch): Relaxation[] {
  const base = { ...search, page: 1 }
  const found: Relaxation[] = []
  for (const key of LIST_KEYS) {
    const values = search.lists[key]
    if (values.length === 0) continue
    // Dropping a brand drops its models too: they cascade from it.
    const lists = key === 'brands' ? { ...search.lists, brands: [], models: [] } : { ...search.lists, [key]: [] }
    found.push({ key, values, search: { ...base, lists } })
  }
  for (const key of RANGE_KEYS) {
    const { from, to } = search.ranges[key]
    if (from === undefined && to === undefined) continue
    const values = [from === undefined ? '' : String(from), to === undefined ? '' : String(to)]
    found.push({ key, values, search: { ...base, ranges: { ...search.ranges, [key]: {} } } })
  }
  for (const key of FLAG_KEYS) {
    if (search.flags[key])
      found.push({ key, values: ['true'], search: { ...base, flags: { ...search.flags, [key]: false } } })
  }
  for (const key of TEXT_KEYS) {
    const text = search.texts[key]
    if (text) found.push({ key, values: [text], search: { ...base, texts: { ...search.texts, [key]: '' } } })
  }
  return found
}
