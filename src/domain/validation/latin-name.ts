/**
 * Latin (ASCII) spellings of names, for what cannot take the original: card networks (the
 * cardholder name), and matching a last name typed on an English keyboard. The booking, voucher
 * and e-mails keep the name as the visitor wrote it (docs/decisions/010-names-as-people-write-them.md).
 */

/** Letters Unicode does not take apart into a base letter and an accent. */
const LETTERS: Readonly<Record<string, string>> = {
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  æ: 'ae',
  Æ: 'Ae',
  ø: 'o',
  Ø: 'O',
  ß: 'ss',
  œ: 'oe',
  Œ: 'Oe',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
}

/** Cyrillic (Russian, Ukrainian, Bulgarian, Serbian letters), a simplified ICAO 9303 table. */
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ё: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'i',
  й: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ў: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  џ: 'dz',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
}

/** Greek, ELOT 743 without its digraph rules. */
const GREEK: Readonly<Record<string, string>> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
}

function spellLetter(letter: string): string {
  const direct = LETTERS[letter]
  if (direct !== undefined) return direct
  const lower = letter.toLowerCase()
  const spelled = CYRILLIC[lower] ?? GREEK[lower]
  if (spelled === undefined) return letter
  // An upper-case letter starts its spelling with a capital: Щ is Shch, Θ is Th.
  return letter === lower ? spelled : spelled.charAt(0).toUpperCase() + spelled.slice(1)
}

/**
 * `text` with every letter of a known table spelled in Latin letters and accents taken off; letters
 * of other scripts and every other character are kept: "Иванов 王" is "Ivanov 王".
 */
export function spellInLatin(text: string): string {
  // Decomposed first, so an accented letter is looked up by its base letter (ό is ο).
  const decomposed = text.normalize('NFD').replace(/[οΟ]υ/gu, (pair) => (pair.startsWith('Ο') ? 'Ou' : 'ou'))
  return Array.from(decomposed, spellLetter).join('').replace(/\p{M}/gu, '')
}

/**
 * A name in Latin letters without accents: "Guðrún Jónsdóttir" is "Gudrun Jonsdottir", "Jürgen
 * Müller" is "Jurgen Muller", "Иванов" is "Ivanov". Spaces, hyphens and apostrophes stay; letters
 * of scripts without a table here (Chinese, Arabic, ...) are left out, so the result may be empty:
 * then the caller keeps the original.
 */
export function latinName(name: string): string {
  return spellInLatin(name)
    .replace(/[’ʼ‘`]/g, "'")
    .replace(/[^A-Za-z '-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The Latin spelling when it has letters, else the name as written (a card network takes what it can). */
export function latinNameOr(name: string): string {
  const latin = latinName(name)
  return /[A-Za-z]/.test(latin) ? latin : name.trim()
}
