import { parseSaleForm, priceWatchSchema, type SaleFormKind } from '@/domain/sales/forms/schemas'
import { fieldErrors } from '@/domain/validation/field-errors'

// Loaded when a visitor first enters a sales form (see load-form-check.ts): zod stays out of the
// car page's first load, and the forms still check with the server's schemas.

/** The fields of a sales form that fail the server's schema, each with its first message key. */
export function saleFormProblems(kind: SaleFormKind, values: Record<string, string>): Record<string, string> {
  const parsed = parseSaleForm(kind, values)
  if (parsed.isOk) return {}
  const problems: Record<string, string> = {}
  for (const failure of fieldErrors(parsed.error)) problems[failure.path] ??= failure.key
  return problems
}

/** Whether the price watch's fields pass the server's schema. */
export function isWatchValid(values: { car_id: string; email: string }): boolean {
  return priceWatchSchema.safeParse(values).success
}
