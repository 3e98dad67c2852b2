/** An office code is lowercase letters and digits, e.g. brimb1. */
export function validateOfficeCode(value: string | null | undefined): true | string {
  if (!value) return 'A code is required'
  return /^[a-z0-9]+$/.test(value) ? true : 'Use lowercase letters and digits only, e.g. brimb1'
}

/** An optional three-letter IATA airport code, e.g. KEF. */
export function validateIataCode(value: string | null | undefined): true | string {
  if (!value) return true
  return /^[A-Z]{3}$/.test(value) ? true : 'Use three capital letters, e.g. KEF'
}
