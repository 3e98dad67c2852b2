/** SPEC §5 and §9: each photo at most 7 MB, at most 20 photos on one trade-in. */
export const MAX_PHOTO_BYTES = 7 * 1024 * 1024
export const MAX_PHOTOS = 20

/** Image types a browser offers for upload; the server checks the content itself, not this list. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'

/** What the browser or the server knows of a file before reading it. */
export type PhotoCandidate = { readonly name: string; readonly size: number }

export type PhotoProblem =
  | { readonly code: 'TOO_MANY_PHOTOS'; readonly max: number }
  | { readonly code: 'PHOTO_TOO_LARGE'; readonly name: string; readonly maxMb: number }

/**
 * The first problem with a set of photos, or null when they may be sent: more than 20 photos, or a
 * photo over 7 MB (empty files count as not chosen and are left out before this check).
 */
export function photoProblem(photos: readonly PhotoCandidate[]): PhotoProblem | null {
  if (photos.length > MAX_PHOTOS) return { code: 'TOO_MANY_PHOTOS', max: MAX_PHOTOS }
  const tooLarge = photos.find((photo) => photo.size > MAX_PHOTO_BYTES)
  if (tooLarge) return { code: 'PHOTO_TOO_LARGE', name: tooLarge.name, maxMb: MAX_PHOTO_BYTES / (1024 * 1024) }
  return null
}

/**
 * The most pixels a photo may have (50 megapixels): a 48-megapixel phone photo fits; anything
 * larger is refused from its header before it is decoded (a decompression bomb is not a photo).
 */
export const MAX_PHOTO_MEGAPIXELS = 50

/** Image formats accepted by content (what the decoder reports), whatever the file name says. */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'heif', 'avif'] as const

export function isAcceptedImageFormat(format: string | undefined): boolean {
  return format !== undefined && (ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format)
}
