/** Letters Unicode does not take apart into a base letter and an accent, written the ASCII way. */
const LETTER_SPELLINGS: Readonly<Record<string, string>> = {
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  ø: 'o',
  ß: 'ss',
  œ: 'oe',
  ł: 'l',
}

/**
 * A last name as compared when a visitor reopens a booking by voucher number and last name:
 * lowercase, accents removed, and nothing but letters and digits, so "Guðmundsdóttir",
 * "GUDMUNDSDOTTIR" and "gudmunds-dottir" are the same. Letters of any script are kept.
 */
export function normalizeLastName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ðþæøßœł]/g, (letter) => LETTER_SPELLINGS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
}
