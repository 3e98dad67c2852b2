/** An optional extra as the booking holds it (SPEC §3: isAdded, quantity, isMaxOne, maxQuantity). */
export type ExtraState = {
  readonly code: number
  readonly isAdded: boolean
  readonly quantity: number
  readonly isMaxOne: boolean
  readonly maxQuantity: number
}

/**
 * Applies the extras rule (SPEC §4): the quantity is a whole number clamped to 0..maxQuantity
 * (1 for a max-one extra); an extra with quantity 0 becomes not added unless it allows only one.
 * A max-one extra is a toggle: added means quantity 1, not added means 0.
 */
export function normalizeExtra(extra: ExtraState): ExtraState {
  if (extra.isMaxOne) return { ...extra, quantity: extra.isAdded ? 1 : 0 }
  const wanted = Number.isFinite(extra.quantity) ? Math.trunc(extra.quantity) : 0
  const quantity = Math.min(Math.max(0, wanted), Math.max(0, extra.maxQuantity))
  return { ...extra, quantity, isAdded: quantity > 0 }
}
