import 'server-only'

import type { Payload } from 'payload'

import { renterPhotoRefusal, type RenterPhotoRefusal } from '@/domain/bookings/check-out-signature'
import { HANDOVER_PHOTOS_SLUG } from '@/cms/collections/rental/HandoverPhotos'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'
import { reencode } from '@/server/sales/inquiries/photos'

import { recordStaffAction } from '../audit/record-staff-action'

import { bookingPaymentLockKey } from '../money/refund-entries'

export type RenterPhotosOutcome =
  | { readonly isOk: true; readonly photoIds: readonly number[] }
  | { readonly isOk: false; readonly code: RenterPhotoRefusal | 'NOT_A_PHOTO' | 'BUSY' }

/**
 * Command "the renter adds photos" (issue 32): from their booking link, after check-out and before
 * the return, a renter adds up to a few photos of their own of the car, kept beside staff's as
 * shared evidence (handover photos of kind renter, re-encoded as JPEG without metadata). Counted and
 * written in one transaction under the booking's lock, so two uploads at once cannot pass the limit,
 * with the audit entry that names the renter (`add-renter-photos`).
 */
export async function addRenterPhotos(params: {
  payload: Payload
  bookingId: number
  photos: readonly Buffer[]
  now: Date
}): Promise<RenterPhotosOutcome> {
  const { payload, bookingId, now } = params
  const clean: Buffer[] = []
  for (const photo of params.photos) {
    const encoded = await reencode(photo)
    if (!encoded.isOk) return { isOk: false, code: 'NOT_A_PHOTO' }
    clean.push(encoded.value)
  }
  const done = await withWriteTransaction<{ photoIds: number[] } | { refused: RenterPhotoRefusal }>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId)] },
    async ({ req }) => {
      const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, req })
      const existing = await payload.count({
        collection: HANDOVER_PHOTOS_SLUG,
        req,
        where: { booking: { equals: bookingId }, kind: { equals: 'renter' } },
      })
      const refusal = renterPhotoRefusal({
        status: booking.status,
        isCheckedOut: Boolean(booking.checkOut?.recordedAt),
        isReturned: Boolean(booking.checkIn?.recordedAt),
        endsAt: Date.parse(booking.dateIn),
        existing: existing.totalDocs,
        adding: clean.length,
        now: now.getTime(),
      })
      if (refusal) return { isOk: true, value: { refused: refusal } }
      const photoIds: number[] = []
      for (const [index, photo] of clean.entries()) {
        const created = await payload.create({
          collection: HANDOVER_PHOTOS_SLUG,
          req,
          depth: 0,
          data: { booking: bookingId, stage: 'check-out', kind: 'renter', note: null },
          file: {
            data: photo,
            mimetype: 'image/jpeg',
            name: `${booking.number}-renter-${String(existing.totalDocs + index + 1)}.jpg`,
            size: photo.length,
          },
        })
        photoIds.push(created.id)
      }
      await recordStaffAction({
        payload,
        req,
        actor: { userId: null, email: `renter ${booking.client?.email ?? booking.number}` },
        action: 'add-renter-photos',
        booking,
        changes: { renterPhotos: { before: existing.totalDocs, after: existing.totalDocs + photoIds.length } },
      })
      return { isOk: true, value: { photoIds } }
    },
  )
  if (!done.isOk) return { isOk: false, code: 'BUSY' }
  if ('refused' in done.value) return { isOk: false, code: done.value.refused }
  return { isOk: true, photoIds: done.value.photoIds }
}
