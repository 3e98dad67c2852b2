/** Crockford's base-32 letters: no I, L, O or U, so a voucher read aloud is not misheard. */
const VOUCHER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const VOUCHER_LENGTH = 12

/**
 * A random voucher number: 12 characters of 5 bits each (60 bits), not guessable. Each comes from
 * one random byte of Web Crypto (in Node and browsers alike): 32 letters divide 256, so all are
 * equally likely.
 */
export function newVoucherNumber(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(VOUCHER_LENGTH))
  return Array.from(bytes, (byte) => VOUCHER_ALPHABET[byte % VOUCHER_ALPHABET.length]).join('')
}

export function isVoucherNumber(value: string): boolean {
  return new RegExp(`^[${VOUCHER_ALPHABET}]{${VOUCHER_LENGTH}}$`).test(value)
}
