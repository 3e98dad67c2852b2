import { foldAccents } from '../content/transliteration'

/**
 * A last name as compared when a visitor reopens a booking by voucher number and last name:
 * lowercase, accents removed, and nothing but letters and digits, so "Guðmundsdóttir",
 * "GUDMUNDSDOTTIR" and "gudmunds-dottir" are the same. Letters of any script are kept.
 */
export function normalizeLastName(name: string): string {
  return foldAccents(name).replace(/[^\p{L}\p{N}]/gu, '')
}
