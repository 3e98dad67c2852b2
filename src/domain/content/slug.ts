/** Letters NFD does not take apart (Icelandic and a few neighbours), written the ASCII way. */
const LETTER_SPELLINGS: Readonly<Record<string, string>> = {
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  ö: 'o',
  ø: 'o',
  ß: 'ss',
  œ: 'oe',
}

/**
 * The URL slug of a car model (/cars/{model-slug}): lowercased, accents removed, spaces to dashes
 * (SPEC §2). Other characters that are neither letter, digit nor dash are dropped; repeated dashes
 * collapse into one and none is left at either end. "Škoda Octavia Þór" is "skoda-octavia-thor".
 */
export function modelSlug(model: string): string {
  return model
    .toLowerCase()
    .replace(/[ðþæöøßœ]/g, (letter) => LETTER_SPELLINGS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
}
