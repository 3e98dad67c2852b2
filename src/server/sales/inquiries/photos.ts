import 'server-only'

import sharp from 'sharp'

import { isAcceptedImageFormat, photoProblem } from '@/domain/sales/forms/photos'
import { domainError, type DomainError } from '@/domain/errors/errors'

/** Longest side kept: enough for staff to judge a car, far below a phone camera's full size. */
const MAX_SIDE = 2560
/** Decoding stops above this many pixels (a decompression bomb is not a photo). */
const MAX_INPUT_PIXELS = 60_000_000

export type CleanPhoto = { readonly name: string; readonly data: Buffer }

/**
 * Checks trade-in photos again on the server (at most 20, each at most 7 MB), then by their
 * content: each must decode as a photo (JPEG, PNG, WebP, HEIF/AVIF) whatever its name or declared
 * type says. Each is re-encoded as JPEG, turned upright and without any metadata: EXIF (GPS
 * location included), XMP and ICC profiles are not copied.
 */
export async function cleanPhotos(
  files: readonly File[],
): Promise<{ isOk: true; value: CleanPhoto[] } | { isOk: false; error: DomainError }> {
  const problem = photoProblem(files.map((file) => ({ name: file.name, size: file.size })))
  if (problem?.code === 'TOO_MANY_PHOTOS')
    return { isOk: false, error: domainError(problem.code, { max: problem.max }) }
  if (problem?.code === 'PHOTO_TOO_LARGE') {
    return { isOk: false, error: domainError(problem.code, { name: problem.name, maxMb: problem.maxMb }) }
  }
  const clean: CleanPhoto[] = []
  for (const [index, file] of files.entries()) {
    const data = await reencode(Buffer.from(await file.arrayBuffer()))
    if (!data) return { isOk: false, error: domainError('NOT_AN_IMAGE', { name: file.name }) }
    clean.push({ name: `trade-in-${index + 1}.jpg`, data })
  }
  return { isOk: true, value: clean }
}

/** The photo as a clean JPEG, or undefined when the bytes are not a photo. */
export async function reencode(input: Buffer): Promise<Buffer | undefined> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const { format } = await image.metadata()
    if (!isAcceptedImageFormat(format)) return undefined
    return await image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
  } catch {
    return undefined
  }
}
