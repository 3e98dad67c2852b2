import { salePrice } from './discount'

/** What a watcher hears of: the price the buyer pays went down, or the car was sold. */
export type WatchChange = { kind: 'price-drop'; price: number; previous: number } | { kind: 'sold' }

type CarState = { price: number; saleAmount?: number | null; isSold: boolean; isPublished: boolean }

/**
 * The change a save made that watchers hear of: sold (once, when it turns sold), else a lower
 * price to pay (sale amount counted). An unpublished car tells nobody anything.
 */
export function watchChange(before: CarState | null, after: CarState): WatchChange | null {
  if (!after.isPublished || before === null) return null
  if (after.isSold) return before.isSold ? null : { kind: 'sold' }
  const previous = salePrice(before.price, before.saleAmount).price
  const price = salePrice(after.price, after.saleAmount).price
  return price < previous ? { kind: 'price-drop', price, previous } : null
}

/** Whether a watcher last told of `lastPrice` should hear of `change`. */
export function isNewsFor(change: WatchChange, lastPrice: number | null | undefined): boolean {
  return change.kind === 'sold' || lastPrice == null || change.price < lastPrice
}
