import { foldAccents } from '../content/transliteration'
import { SALE_COLOURS, type SaleColour } from './vehicle-options'

/**
 * Words that name each colour in the six site languages and in the way staff typed colours before
 * they were codes ("Dark blue metallic", "Svartur", "Weiß", "anthracite"), accents folded, one
 * space between words.
 */
const COLOUR_WORDS: Readonly<Record<Exclude<SaleColour, 'other'>, string>> = {
  white: 'white pearl weiss blanc blanche blanco blanca bianco bianca hvitur hvit hvitt',
  black: 'black schwarz noir noire negro negra nero nera svartur svort svart',
  grey: 'grey gray anthracite anthrazit graphite grau gris grise grigio grigia grar gra gratt',
  silver: 'silver silber argent argente plata plateado argento silfur silfradur silfurlitadur',
  blue: 'blue navy blau bleu azul blu blar bla blatt',
  red: 'red maroon burgundy bordeaux rot rouge rojo roja rosso rossa raudur raud rautt',
  green: 'green grun vert verte verde graenn graen graent',
  brown: 'brown bronze braun marron brun brune marrone brunn brunt',
  beige: 'beige cream champagne sand beis crema drapp drapplitadur',
  yellow: 'yellow gelb jaune amarillo amarilla giallo gialla gulur gul gult',
  orange: 'orange naranja arancione appelsinugulur appelsinugul',
  gold: 'gold golden dorado oro gylltur gull',
  purple: 'purple violet violett lila morado viola fjolublar purpur',
}

const CODE_OF_WORD: ReadonlyMap<string, SaleColour> = new Map(
  Object.entries(COLOUR_WORDS).flatMap(([code, words]) =>
    words.split(' ').map((word) => [word, code as SaleColour] as const),
  ),
)

/** Words long enough to be found at the end of a compound ("dunkelblau", "silbergrau"). */
const COMPOUND_ENDINGS = [...CODE_OF_WORD.keys()].filter((word) => word.length >= 4)

/** Whether `value` is one of the colour codes. */
export function isSaleColour(value: unknown): value is SaleColour {
  return typeof value === 'string' && (SALE_COLOURS as readonly string[]).includes(value)
}

/**
 * The colour code of a colour as text: a code stays itself; otherwise the first word that names a
 * colour in any of the six languages ("Dark blue metallic" is blue, "Svartur" black), then the
 * first word ending in one ("dunkelgrau" is grey); a colour no word names is `other`, and no text
 * at all is no colour (null). It maps the free-text colours kept before colours were codes.
 */
export function saleColourOf(text: string | null | undefined): SaleColour | null {
  const folded = foldAccents(text ?? '').trim()
  if (folded === '') return null
  const words = folded.split(/[^a-z]+/).filter((word) => word !== '')
  if (words.length === 1 && isSaleColour(words[0])) return words[0]
  for (const word of words) {
    const code = CODE_OF_WORD.get(word)
    if (code) return code
  }
  for (const word of words) {
    const ending = COMPOUND_ENDINGS.find((candidate) => word.endsWith(candidate))
    if (ending) return CODE_OF_WORD.get(ending) ?? 'other'
  }
  return 'other'
}
