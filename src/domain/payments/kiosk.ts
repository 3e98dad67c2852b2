import { MINOR_UNITS_PER_MAJOR } from '../money/money'

/**
 * The kiosk of SPEC §5 and §9: in Vegur, a card payment taken at the rental desk, by staff, through
 * the payment port (ADR 026). Its rules are these pure functions.
 */

/** SPEC §5: the billing postal code of a kiosk payment is cut to 7 characters. */
export const KIOSK_POSTAL_CODE_LENGTH = 7

/** SPEC §9: the kiosk's amount when the booking's balance cannot be worked out, ISK. */
export const KIOSK_FALLBACK_AMOUNT_ISK = 148888

/** The postal code as the kiosk sends it: trimmed and cut to 7 characters (never padded). */
export function kioskPostalCode(postalCode: string): string {
  return postalCode.trim().slice(0, KIOSK_POSTAL_CODE_LENGTH)
}

/** An amount rounded down to 2 decimals (SPEC §9): 1234.567 → 1234.56, never up. */
export function roundDownToCents(amount: number): number {
  const cents = Math.floor(amount * MINOR_UNITS_PER_MAJOR + 1e-7)
  return cents / MINOR_UNITS_PER_MAJOR
}

/**
 * What the kiosk charges, ISK in major units (SPEC §9): the amount staff typed, rounded down to 2
 * decimals; by default the total less what is paid; and 148888 when neither is known (a booking
 * whose balance cannot be worked out). Undefined when nothing is left to pay.
 */
export function kioskAmount(params: {
  readonly requested?: number | undefined
  /** Total less paid, ISK major units; undefined when it cannot be worked out. */
  readonly due: number | undefined
}): number | undefined {
  const { requested, due } = params
  if (requested !== undefined && Number.isFinite(requested) && requested > 0) {
    const amount = roundDownToCents(requested)
    return amount > 0 ? amount : undefined
  }
  if (due === undefined || !Number.isFinite(due)) return KIOSK_FALLBACK_AMOUNT_ISK
  const amount = roundDownToCents(due)
  return amount > 0 ? amount : undefined
}
