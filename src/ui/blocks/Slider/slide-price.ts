/**
 * The price a slide shows (EUR): the sale price with the usual one struck out when a sale is on
 * and cheaper, else the price. SPEC §5: prices only when numeric and above 0.
 */
export function slidePrice(params: {
  price: number | null | undefined
  sale: { isActive?: boolean | null; amount?: number | null } | null | undefined
}): { now: number; was?: number } | undefined {
  const price = isPositive(params.price) ? params.price : undefined
  const sale = params.sale?.isActive && isPositive(params.sale.amount) ? params.sale.amount : undefined
  if (sale !== undefined && (price === undefined || sale < price)) {
    return price === undefined ? { now: sale } : { now: sale, was: price }
  }
  return price === undefined ? undefined : { now: price }
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}
