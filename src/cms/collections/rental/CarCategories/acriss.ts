/**
 * Letters allowed at each position of an ACRISS (SIPP) code: category, type, transmission and
 * drive, fuel and air conditioning. EDMR is an economy 4-5 door manual with air conditioning.
 */
const ACRISS_LETTERS = ['MNEHCDIJSRFGPULWOX', 'BCDWVLSTFJXPQZEMRHYNGK', 'MNCABD', 'RNDQHIECLSABMFVZUX'] as const

/** Trimmed and uppercased, as stored. */
export function normalizeAcrissCode(value: string): string {
  return value.trim().toUpperCase()
}

export function isAcrissCode(value: string): boolean {
  return (
    value.length === ACRISS_LETTERS.length && [...value].every((letter, at) => ACRISS_LETTERS[at]?.includes(letter))
  )
}

export function validateAcrissCode(value: string | null | undefined): true | string {
  if (!value) return 'An ACRISS code is required'
  return isAcrissCode(normalizeAcrissCode(value)) ? true : 'Use a four-letter ACRISS code such as EDMR or IFAR'
}
