import 'server-only'

import sharp from 'sharp'

import { isAcceptedImageFormat, MAX_PHOTO_MEGAPIXELS, photoProblem } from '@/domain/sales/forms/photos'
import { domainError, type DomainError } from '@/domain/errors/errors'
import { fail, ok, type Result } from '@/domain/errors/result'
import { oneAtATime } from '@/server/auth/one-at-a-time'
import type { Upload } from '@/server/forms/streamed-form'

/** Longest side kept: enough for staff to judge a car, far below a phone camera's full size. */
const MAX_SIDE = 2560
const MAX_INPUT_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000
/** The one queue every decode of a visitor's photo waits in, in this process. */
const DECODE_QUEUE = 'visitor-photo-decode'

// A visitor's photo is decoded once: libvips keeping decoded images around only costs memory.
sharp.cache(false)

export type CleanPhoto = { readonly name: string; readonly data: Buffer }

export type Reencoded = Result<Buffer, 'not-a-photo' | 'too-many-pixels'>

/**
 * Checks trade-in photos again on the server (at most 20, each at most 7 MB), then by their
 * content: each must decode as a photo (JPEG, PNG, WebP, HEIF/AVIF) of at most 50 megapixels,
 * whatever its name or declared type says. Each is re-encoded as JPEG, turned upright and without
 * any metadata: EXIF (GPS location included), XMP and ICC profiles are not copied.
 */
export async function cleanPhotos(uploads: readonly Upload[]): Promise<Result<CleanPhoto[]>> {
  const problem = photoProblem(uploads.map((upload) => ({ name: upload.name, size: upload.size })))
  if (problem?.code === 'TOO_MANY_PHOTOS') return fail(domainError(problem.code, { max: problem.max }))
  if (problem?.code === 'PHOTO_TOO_LARGE') {
    return fail(domainError(problem.code, { name: problem.name, maxMb: problem.maxMb }))
  }
  const clean: CleanPhoto[] = []
  for (const [index, upload] of uploads.entries()) {
    const data = await reencode(upload.path)
    if (!data.isOk) return fail(photoRefusal(upload.name, data.error, 'NOT_AN_IMAGE'))
    clean.push({ name: `trade-in-${index + 1}.jpg`, data: data.value })
  }
  return ok(clean)
}

/** Why a photo was refused, in the catalogue: too many pixels, or `notAPhoto`. */
export function photoRefusal(
  name: string,
  problem: 'not-a-photo' | 'too-many-pixels',
  notAPhoto: 'NOT_AN_IMAGE' | 'FILE_NOT_ACCEPTED',
): DomainError {
  return problem === 'too-many-pixels'
    ? domainError('PHOTO_TOO_MANY_PIXELS', { name, maxMegapixels: MAX_PHOTO_MEGAPIXELS })
    : domainError(notAPhoto, { name })
}

/**
 * The photo (a file, or bytes) as a clean JPEG. Its header is read first: more than 50 megapixels
 * is refused without decoding. Decoding runs one photo at a time in this process, so parallel
 * uploads wait their turn instead of multiplying the memory a decode takes.
 */
export async function reencode(input: string | Buffer): Promise<Reencoded> {
  return oneAtATime(DECODE_QUEUE, async () => {
    try {
      const image = sharp(input, { limitInputPixels: false, failOn: 'error', sequentialRead: true })
      const { format, width = 0, height = 0 } = await image.metadata()
      if (!isAcceptedImageFormat(format)) return fail('not-a-photo')
      if (width * height > MAX_INPUT_PIXELS) return fail('too-many-pixels')
      const data = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer()
      return ok(data)
    } catch {
      return fail('not-a-photo')
    }
  })
}
