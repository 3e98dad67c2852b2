import { modelSlug } from '../../content/slug'
import { saleColourOf } from '../colour-code'

/** What a car for sale is stored with so that the search can filter and sort it in SQL. */
export type SaleSearchKeys = {
  readonly brandSlug: string
  readonly modelSlug: string
  /** The colour's code (`SALE_COLOURS`), as the `colors` filter compares it. */
  readonly colorSlug: string | null
  /** What the buyer pays: the sale amount when it is below the price, else the price (ISK). */
  readonly askingPrice: number
  /** How much the sale amount takes off the price (ISK); 0 when not discounted. */
  readonly discount: number
  readonly soldAt: string | null
}

type CarLike = {
  readonly brand?: string | null
  readonly model?: string | null
  readonly price?: number | null
  readonly saleAmount?: number | null
  readonly sold?: boolean | null
  readonly soldAt?: string | null
  readonly specification?: { readonly colour?: string | null } | null
}

/**
 * The search keys of a car: slugs of brand and model, the code of its colour (a colour kept as text
 * before colours were codes maps to its code), the asking price, the discount, and
 * when it was sold (kept from the first time it was marked sold; cleared when it is back on sale).
 */
export function saleSearchKeys(car: CarLike, now: Date): SaleSearchKeys {
  const price = car.price ?? 0
  const sale = car.saleAmount
  const isDiscounted = sale !== null && sale !== undefined && sale > 0 && sale < price
  return {
    brandSlug: modelSlug(car.brand ?? ''),
    modelSlug: modelSlug(car.model ?? ''),
    colorSlug: saleColourOf(car.specification?.colour),
    askingPrice: isDiscounted ? sale : price,
    discount: isDiscounted ? price - sale : 0,
    soldAt: car.sold ? (car.soldAt ?? now.toISOString()) : null,
  }
}
