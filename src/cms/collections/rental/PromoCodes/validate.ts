/** Promo codes are stored trimmed and uppercase; visitors may type them in any case. */
export function normalizePromoCode(value: string): string {
  return value.trim().toUpperCase()
}

export function validatePromoCode(value: string | null | undefined): true | string {
  if (!value) return 'A code is required'
  return /^[A-Z0-9-]{3,32}$/.test(normalizePromoCode(value)) ? true : 'Use 3-32 letters, digits or dashes'
}

/** A percentage is above 0 and at most 100, with two decimals at most; a fixed amount is whole cents. */
export function validatePromoValue(value: number | null | undefined, kind: string | null | undefined): true | string {
  if (value === null || value === undefined || !(value > 0)) return 'A value above 0 is required'
  if (kind !== 'percentage') return Number.isInteger(value) ? true : 'A fixed amount is whole cents'
  const hasTwoDecimalsAtMost = Math.abs(value * 100 - Math.round(value * 100)) < 1e-9
  return value <= 100 && hasTwoDecimalsAtMost ? true : 'A percentage is at most 100, with two decimals at most'
}
