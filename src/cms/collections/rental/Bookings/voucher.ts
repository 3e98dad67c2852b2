import { randomInt } from 'node:crypto'

/** Crockford's base-32 letters: no I, L, O or U, so a voucher read aloud is not misheard. */
const VOUCHER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const VOUCHER_LENGTH = 12

/** A random voucher number: 12 characters of 5 bits each (60 bits), not guessable. */
export function newVoucherNumber(): string {
  return Array.from({ length: VOUCHER_LENGTH }, () => VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)]).join('')
}

export function isVoucherNumber(value: string): boolean {
  return new RegExp(`^[${VOUCHER_ALPHABET}]{${VOUCHER_LENGTH}}$`).test(value)
}
