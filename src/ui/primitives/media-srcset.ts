import type { Media } from '@/payload-types'

/** The spec's responsive sizes, smallest first; `lazy` (25x20) is only the blurred placeholder. */
const RESPONSIVE_SIZES = ['small', 'middle', 'large'] as const

export type ImageCandidate = { url: string; width: number; height: number }

/** A populated media doc, or null for an id that was not populated or a missing relation. */
export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

/** The generated sizes that exist plus the original, by width, without duplicates. */
export function imageCandidates(media: Media): ImageCandidate[] {
  const candidates: ImageCandidate[] = []
  for (const name of RESPONSIVE_SIZES) {
    const size = media.sizes?.[name]
    if (size?.url && size.width && size.height)
      candidates.push({ url: size.url, width: size.width, height: size.height })
  }
  if (media.url && media.width && media.height) {
    const largest = candidates.at(-1)
    if (!largest || media.width > largest.width)
      candidates.push({ url: media.url, width: media.width, height: media.height })
  }
  return candidates.sort((a, b) => a.width - b.width)
}

/** `srcset` in width descriptors, e.g. `a-450x360.webp 450w, a-817x654.webp 817w`. */
export function buildSrcSet(candidates: readonly ImageCandidate[]): string | undefined {
  if (candidates.length === 0) return undefined
  return candidates.map((candidate) => `${encodeURI(candidate.url)} ${candidate.width}w`).join(', ')
}

/** The `src` fallback: the middle size when present, else the smallest candidate at least 800 px wide. */
export function fallbackCandidate(media: Media, candidates: readonly ImageCandidate[]): ImageCandidate | null {
  const middle = media.sizes?.middle
  if (middle?.url && middle.width && middle.height)
    return { url: middle.url, width: middle.width, height: middle.height }
  return candidates.find((candidate) => candidate.width >= 800) ?? candidates.at(-1) ?? null
}

export function placeholderUrl(media: Media): string | null {
  return media.sizes?.lazy?.url ?? null
}
