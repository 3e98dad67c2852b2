import { foldAccents } from './transliteration'

/**
 * The URL slug of a car model (/cars/{model-slug}): lowercased, accents removed, spaces to dashes
 * (SPEC §2). Other characters that are neither letter, digit nor dash are dropped; repeated dashes
 * collapse into one and none is left at either end. "Škoda Octavia Þór" is "skoda-octavia-thor".
 */
export function modelSlug(model: string): string {
  return foldAccents(model)
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
}
