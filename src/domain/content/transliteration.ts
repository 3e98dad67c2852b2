/**
 * Letters Unicode does not take apart into a base letter and an accent (Icelandic and a few
 * neighbours), written the ASCII way. The one table of the site: slugs and last names use it.
 */
const LETTER_SPELLINGS: Readonly<Record<string, string>> = {
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  ø: 'o',
  ß: 'ss',
  œ: 'oe',
  ł: 'l',
}

const SPELLED_LETTERS = new RegExp(`[${Object.keys(LETTER_SPELLINGS).join('')}]`, 'g')

/**
 * `text` lowercased with its accents taken off: "Þórðardóttir Ærø" is "thordardottir aero".
 * Letters of other scripts and every other character are kept as they are.
 */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .replace(SPELLED_LETTERS, (letter) => LETTER_SPELLINGS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
}
