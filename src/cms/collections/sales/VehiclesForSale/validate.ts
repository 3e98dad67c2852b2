/** A sale amount is whole krónur, above 0 and below the price it discounts. */
export function validateSaleAmount(
  value: number | null | undefined,
  { siblingData }: { siblingData: unknown },
): true | string {
  if (value === null || value === undefined) return true
  const price = (siblingData as { price?: number | null }).price
  if (!Number.isInteger(value) || value <= 0) return 'A sale amount is whole krónur above 0'
  return price === null || price === undefined || value < price ? true : 'A sale amount is below the price'
}
