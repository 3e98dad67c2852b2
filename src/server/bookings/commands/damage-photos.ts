import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { HANDOVER_PHOTOS_SLUG } from '@/cms/collections/rental/HandoverPhotos'
import { reencode } from '@/server/sales/inquiries/photos'

/**
 * Each damage note's photo re-encoded as JPEG without metadata (undefined where a note has none),
 * before the transaction; undefined when one is not a photo.
 */
export async function cleanDamagePhotos(
  damage: readonly { readonly photo?: Buffer | undefined }[],
): Promise<(Buffer | undefined)[] | undefined> {
  const photos: (Buffer | undefined)[] = []
  for (const item of damage) {
    if (!item.photo) {
      photos.push(undefined)
      continue
    }
    const clean = await reencode(item.photo)
    if (!clean.isOk) return undefined
    photos.push(clean.value)
  }
  return photos
}

/** Stores the handover's damage photos inside the command's transaction; each note's photo id, or null. */
export async function storeDamagePhotos(params: {
  payload: Payload
  req: Partial<PayloadRequest>
  booking: { readonly id: number; readonly number: string }
  stage: 'check-out' | 'check-in'
  photos: readonly (Buffer | undefined)[]
  notes: readonly { readonly note: string }[]
}): Promise<(number | null)[]> {
  const { payload, req, booking, stage, photos, notes } = params
  const suffix = stage === 'check-out' ? 'out' : 'in'
  const photoIds: (number | null)[] = []
  for (const [index, photo] of photos.entries()) {
    if (!photo) {
      photoIds.push(null)
      continue
    }
    const created = await payload.create({
      collection: HANDOVER_PHOTOS_SLUG,
      req,
      depth: 0,
      data: { booking: booking.id, stage, kind: 'damage', note: notes[index]?.note ?? null },
      file: {
        data: photo,
        mimetype: 'image/jpeg',
        name: `${booking.number}-${suffix}-${String(index + 1)}.jpg`,
        size: photo.length,
      },
    })
    photoIds.push(created.id)
  }
  return photoIds
}
