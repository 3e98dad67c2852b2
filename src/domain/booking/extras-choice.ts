import { chosenServices, type ServiceChoice, type ServiceLine } from './booking-lines'
import { normalizeExtra } from './extras'

/** One extra as the Extras step shows it; amounts in booking major units. */
export type ExtraOption = {
  readonly code: number
  readonly name: string
  readonly quantity: number
  readonly maxQuantity: number
  /** Allows only one: a checkbox, not a quantity. */
  readonly isMaxOne: boolean
  readonly isPerDay: boolean
  /** Per day ('per day') or per rental ('per rental'), for one unit. */
  readonly unitPrice: number
  /** One unit for the whole rental. */
  readonly unitTotal: number
  /** What the booking pays for it now (0 when not added). */
  readonly total: number
  /** How many the chosen protection gives free (e.g. one extra driver with Premium). */
  readonly freeQuantity: number
}

/** The extras of a booking (optional services that are not protections), as chosen so far. */
export function extraOptions(lines: readonly ServiceLine[]): ExtraOption[] {
  return lines
    .filter((line) => line.group === 'extra' && line.MaximumQuantity > 0)
    .map((line) => ({
      code: line.ServiceId,
      name: line.Name,
      quantity: line.IsSelected ? line.Quantity : 0,
      maxQuantity: line.MaximumQuantity,
      isMaxOne: line.MaximumQuantity === 1,
      isPerDay: line.type === 'perDay',
      unitPrice: line.price,
      unitTotal: line.Amount,
      total: line.IsSelected ? line.AmountTotal : 0,
      freeQuantity: line.IncludedQuantity ?? 0,
    }))
}

/** A stepper press: one more or one fewer of an extra. */
export type QuantityStep = { readonly code: number; readonly delta: 1 | -1 }

/**
 * The services to price after the Extras step: protections kept as chosen, each extra at the
 * quantity asked (plus a stepper press), by the extras rule (SPEC §4: quantity clamped to its
 * maximum; quantity 0 means not added unless it allows only one, which is then a yes/no choice).
 */
export function extrasChoices(params: {
  lines: readonly ServiceLine[]
  quantities: ReadonlyMap<number, number>
  step?: QuantityStep | undefined
}): ServiceChoice[] {
  const { lines, quantities, step } = params
  const extras = extraOptions(lines).flatMap((extra) => {
    const asked = (quantities.get(extra.code) ?? 0) + (step?.code === extra.code ? step.delta : 0)
    const normalized = normalizeExtra({
      code: extra.code,
      isAdded: asked > 0,
      quantity: asked,
      isMaxOne: extra.isMaxOne,
      maxQuantity: extra.maxQuantity,
    })
    return normalized.isAdded && normalized.quantity > 0
      ? [{ code: extra.code, quantity: normalized.quantity, isSelected: true }]
      : []
  })
  return [...chosenServices(lines, ['protection', 'additional']), ...extras]
}
