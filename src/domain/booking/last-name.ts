import { foldAccents } from '../content/transliteration'
import { spellInLatin } from '../validation/latin-name'

/**
 * A last name as compared when a visitor reopens a booking by voucher number and last name:
 * spelled in Latin letters (Cyrillic and Greek too), lowercase, accents removed, and nothing but
 * letters and digits, so "Guðmundsdóttir", "GUDMUNDSDOTTIR" and "gudmunds-dottir" are the same, as
 * are "Иванов" and "Ivanov": the name as written and its Latin form both match. Letters of
 * scripts without a Latin table are kept.
 */
export function normalizeLastName(name: string): string {
  return foldAccents(spellInLatin(name)).replace(/[^\p{L}\p{N}]/gu, '')
}
