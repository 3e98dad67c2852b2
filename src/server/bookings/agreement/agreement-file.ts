import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type Payload, type TypeWithID } from 'payload'

import { RENTAL_AGREEMENTS_SLUG } from '@/cms/collections/rental/RentalAgreements'
import { dataDir, s3Settings } from '@/env'

import { findBookingByVoucherAndName, relationId } from '../booking-load'
import type { PhotoViewer } from '../handover-photos'

/**
 * The signed rental agreement (PDF) of booking `bookingId` for `viewer`: staff read every one, a
 * renter only their own booking's (their manage look-up names it), anyone else none. Not found and
 * not allowed answer alike.
 */
export async function readRentalAgreement(params: {
  payload: Payload
  bookingId: number
  viewer: PhotoViewer
}): Promise<{ readonly data: Buffer; readonly number: string } | undefined> {
  const { payload, viewer } = params
  if (viewer.kind === 'anyone') return undefined
  const booking = await payload.findByID({
    collection: 'bookings',
    id: params.bookingId,
    depth: 0,
    disableErrors: true,
    select: { number: true, checkOut: { agreement: true } },
  })
  const agreementRef = booking?.checkOut?.agreement
  if (!booking || agreementRef === null || agreementRef === undefined) return undefined
  if (viewer.kind === 'renter') {
    const own = await findBookingByVoucherAndName({ payload, ...viewer })
    if (!own || own.id !== booking.id) return undefined
  }
  const agreement = await payload.findByID({
    collection: RENTAL_AGREEMENTS_SLUG,
    id: relationId(agreementRef),
    depth: 0,
    disableErrors: true,
  })
  if (!agreement?.filename || relationId(agreement.booking) !== booking.id) return undefined
  const data = s3Settings
    ? await readFromBucket(payload, agreement, agreement.filename)
    : await readFromDisk(agreement.filename)
  return data ? { data, number: booking.number } : undefined
}

async function readFromDisk(filename: string): Promise<Buffer | undefined> {
  const root = path.join(dataDir, 'rental-agreements')
  const file = path.resolve(root, filename)
  if (!file.startsWith(root + path.sep)) return undefined
  return readFile(file).catch(() => undefined)
}

/** With S3_BUCKET set the files are in the bucket (ADR 023): read through the storage adapter's own file handler. */
async function readFromBucket(payload: Payload, doc: TypeWithID, filename: string): Promise<Buffer | undefined> {
  const handlers = payload.collections[RENTAL_AGREEMENTS_SLUG].config.upload.handlers ?? []
  const req = await createLocalReq({}, payload)
  for (const handler of handlers) {
    const answer = await handler(req, {
      doc,
      headers: new Headers(),
      params: { collection: RENTAL_AGREEMENTS_SLUG, filename },
    })
    if (answer instanceof Response && answer.ok) return Buffer.from(await answer.arrayBuffer())
  }
  return undefined
}
