/** A car's asking price and, when it is on sale, the sale amount (whole ISK). */
export type SalePrice = {
  /** What the buyer pays. */
  readonly price: number
  /** The price before the sale, when discounted. */
  readonly listPrice: number | null
  /** listPrice - price, when discounted. */
  readonly discount: number | null
  /** The discount in whole percent of the list price (rounded down), when discounted. */
  readonly discountPercent: number | null
}

/** The sale amount counts only when it is above 0 and below the price (SPEC §5: prices shown only above 0). */
export function salePrice(price: number, saleAmount: number | null | undefined): SalePrice {
  const isDiscounted = saleAmount != null && saleAmount > 0 && saleAmount < price
  if (!isDiscounted) return { price, listPrice: null, discount: null, discountPercent: null }
  const discount = price - saleAmount
  return { price: saleAmount, listPrice: price, discount, discountPercent: Math.floor((discount * 100) / price) }
}
