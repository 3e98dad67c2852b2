import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type Payload, type TypeWithID } from 'payload'

import { HANDOVER_PHOTOS_SLUG } from '@/cms/collections/rental/HandoverPhotos'
import { dataDir, s3Settings } from '@/env'

import { findBookingByVoucherAndName, relationId } from './booking-load'

/** Who asks for a handover photo: staff, the renter by their booking look-up, or anyone else. */
export type PhotoViewer =
  | { readonly kind: 'staff' }
  | { readonly kind: 'renter'; readonly voucherNumber: string; readonly lastName: string }
  | { readonly kind: 'anyone' }

export type PhotoFile = { readonly data: Buffer; readonly contentType: string }

/**
 * A handover photo (or its thumbnail) for `viewer`: staff see every one, a renter only their own
 * booking's (the voucher number and last name of their look-up name it), anyone else none. Not
 * found and not allowed answer alike, so nobody learns which photos exist.
 */
export async function readHandoverPhoto(params: {
  payload: Payload
  photoId: number
  size: 'full' | 'thumbnail'
  viewer: PhotoViewer
}): Promise<PhotoFile | undefined> {
  const { payload, viewer } = params
  if (viewer.kind === 'anyone') return undefined
  const photo = await payload.findByID({
    collection: HANDOVER_PHOTOS_SLUG,
    id: params.photoId,
    depth: 0,
    disableErrors: true,
  })
  if (!photo) return undefined
  if (viewer.kind === 'renter') {
    const booking = await findBookingByVoucherAndName({ payload, ...viewer })
    if (!booking || booking.id !== relationId(photo.booking)) return undefined
  }
  const filename = params.size === 'thumbnail' ? (photo.sizes?.thumbnail?.filename ?? photo.filename) : photo.filename
  if (!filename) return undefined
  const data = s3Settings ? await readFromBucket(payload, photo, filename) : await readFromDisk(filename)
  return data ? { data, contentType: 'image/jpeg' } : undefined
}

async function readFromDisk(filename: string): Promise<Buffer | undefined> {
  const root = path.join(dataDir, 'handover-photos')
  const file = path.resolve(root, filename)
  if (!file.startsWith(root + path.sep)) return undefined
  return readFile(file).catch(() => undefined)
}

/** With S3_BUCKET set the photos are in the bucket (ADR 023): read through the storage adapter's own file handler. */
async function readFromBucket(payload: Payload, doc: TypeWithID, filename: string): Promise<Buffer | undefined> {
  const handlers = payload.collections[HANDOVER_PHOTOS_SLUG].config.upload.handlers ?? []
  const req = await createLocalReq({}, payload)
  for (const handler of handlers) {
    const answer = await handler(req, {
      doc,
      headers: new Headers(),
      params: { collection: HANDOVER_PHOTOS_SLUG, filename },
    })
    if (answer instanceof Response && answer.ok) return Buffer.from(await answer.arrayBuffer())
  }
  return undefined
}
