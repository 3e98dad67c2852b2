import 'server-only'

import type { Payload } from 'payload'

import { MAX_RENTER_PHOTOS, renterPhotoRefusal } from '@/domain/bookings/check-out-signature'
import { HANDOVER_PHOTOS_SLUG } from '@/cms/collections/rental/HandoverPhotos'

/** What manage's Contract step shows of the handover: the agreement, the photos, and whether the renter may add more. */
export type HandoverEvidence = {
  readonly isCheckedOut: boolean
  /** The signed agreement's address (access-checked), once there is one. */
  readonly agreementHref: string | undefined
  readonly staffPhotoIds: readonly number[]
  readonly renterPhotoIds: readonly number[]
  /** How many photos the renter may still add now; 0 when they may not (before check-out, after the return). */
  readonly canAdd: number
  readonly max: number
}

/** The handover evidence of booking `booking` as its renter sees it on the Contract step. */
export async function handoverEvidence(params: {
  payload: Payload
  booking: {
    readonly id: number
    readonly status: string
    readonly dateIn: string
    readonly checkOut?: { readonly recordedAt?: string | null; readonly agreement?: unknown } | null
    readonly checkIn?: { readonly recordedAt?: string | null } | null
  }
  now: Date
}): Promise<HandoverEvidence> {
  const { payload, booking } = params
  const isCheckedOut = Boolean(booking.checkOut?.recordedAt)
  const photos = isCheckedOut
    ? (
        await payload.find({
          collection: HANDOVER_PHOTOS_SLUG,
          where: { booking: { equals: booking.id }, kind: { in: ['damage', 'renter'] } },
          sort: 'createdAt',
          limit: 50,
          depth: 0,
          select: { kind: true },
        })
      ).docs
    : []
  const renterPhotoIds = photos.filter((photo) => photo.kind === 'renter').map((photo) => photo.id)
  const canAddOne = !renterPhotoRefusal({
    status: booking.status,
    isCheckedOut,
    isReturned: Boolean(booking.checkIn?.recordedAt),
    endsAt: Date.parse(booking.dateIn),
    existing: renterPhotoIds.length,
    adding: 1,
    now: params.now.getTime(),
  })
  return {
    isCheckedOut,
    agreementHref:
      booking.checkOut?.agreement === null || booking.checkOut?.agreement === undefined
        ? undefined
        : `/api/booking-agreements/${String(booking.id)}`,
    staffPhotoIds: photos.filter((photo) => photo.kind === 'damage').map((photo) => photo.id),
    renterPhotoIds,
    canAdd: canAddOne ? MAX_RENTER_PHOTOS - renterPhotoIds.length : 0,
    max: MAX_RENTER_PHOTOS,
  }
}
