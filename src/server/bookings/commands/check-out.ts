import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import type { DamageZone } from '@/domain/bookings/damage-zones'
import { CHECK_OUT_REFUSALS, checkOutRefusal, type CheckOutRefusal } from '@/domain/bookings/check-out'
import { relationId } from '@/server/bookings/booking-load'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordStaffAction } from '../audit/record-staff-action'
import { cleanDamagePhotos, storeDamagePhotos } from './damage-photos'
import { bookingPaymentLockKey } from '../money/refund-entries'
import { unitLockKey, unitPlanFor, type AssignRefusal } from './assign-unit'

/** What the agent records at pickup; each damage may carry one photo (the file's bytes, any image format). */
export type CheckOutRecord = {
  readonly vehicleId: number
  readonly mileage: number
  readonly fuelEighths: number
  readonly licenceChecked: boolean
  readonly extraDriversPresent: boolean
  readonly damage: readonly {
    readonly note: string
    readonly zone?: DamageZone | undefined
    readonly photo?: Buffer | undefined
  }[]
}

export type CheckOutFailure = {
  readonly code: CheckOutRefusal | AssignRefusal['code'] | 'NOT_A_PHOTO'
  readonly message: string
}

export type CheckOutOutcome =
  | { readonly isOk: true; readonly photoIds: readonly number[] }
  | { readonly isOk: false; readonly refusal: CheckOutFailure }

type Refused = { readonly refused: CheckOutFailure }

/**
 * Command "check out" (issue 32): the car leaves the lot. Records on the booking the unit, the
 * odometer, the fuel, the licence seen, the extra drivers present and the damage already on the car
 * with its photos (re-encoded as JPEG without metadata, kept in the private handover photos), once.
 * The unit must suit the booking and be free (it is assigned if the booking had none or another);
 * the odometer never goes below the unit's last reading, which it then becomes. One write
 * transaction under the booking's and the unit's locks, with the audit entry.
 */
export async function recordCheckOut(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  record: CheckOutRecord
  now: Date
}): Promise<CheckOutOutcome> {
  const { payload, bookingId, record, now } = params
  const photos = await cleanDamagePhotos(record.damage)
  if (!photos) return { isOk: false, refusal: { code: 'NOT_A_PHOTO', message: 'A damage photo is not a photo.' } }
  const done = await withWriteTransaction<{ readonly photoIds: number[] } | Refused>(
    { payload, lockKeys: [bookingPaymentLockKey(bookingId), unitLockKey(record.vehicleId)] },
    async ({ req }) => {
      const booking = await payload.findByID({
        collection: 'bookings',
        id: bookingId,
        depth: 0,
        req,
        disableErrors: true,
      })
      if (!booking)
        return { isOk: true, value: { refused: { code: 'BOOKING_NOT_FOUND', message: 'There is no such booking.' } } }
      const vehicle = await payload.findByID({
        collection: 'vehicles',
        id: record.vehicleId,
        depth: 0,
        req,
        disableErrors: true,
      })
      const refusal = checkOutRefusal({
        booking: {
          status: booking.status,
          startsAt: Date.parse(booking.dateOut),
          endsAt: Date.parse(booking.dateIn),
          isCheckedOut: Boolean(booking.checkOut?.recordedAt),
        },
        input: { ...record, damage: record.damage.map((item) => ({ note: item.note, hasPhoto: Boolean(item.photo) })) },
        lastMileage: vehicle?.mileage ?? undefined,
        now: now.getTime(),
      })
      if (refusal) return { isOk: true, value: { refused: { code: refusal, message: CHECK_OUT_REFUSALS[refusal] } } }
      const unitBefore = booking.vehicle === null || booking.vehicle === undefined ? null : relationId(booking.vehicle)
      if (unitBefore !== record.vehicleId) {
        const planned = await unitPlanFor({ payload, req, booking, vehicleId: record.vehicleId, now })
        if ('refused' in planned) return { isOk: true, value: planned }
      }
      const photoIds = await storeDamagePhotos({
        payload,
        req,
        booking,
        stage: 'check-out',
        photos,
        notes: record.damage,
      })
      await payload.update({
        collection: 'bookings',
        id: bookingId,
        req,
        depth: 0,
        data: {
          vehicle: record.vehicleId,
          checkOut: {
            recordedAt: now.toISOString(),
            recordedBy: params.actor.email,
            vehicle: record.vehicleId,
            mileage: record.mileage,
            fuelEighths: record.fuelEighths,
            licenceChecked: record.licenceChecked,
            extraDriversPresent: record.extraDriversPresent,
            damage: record.damage.map((item, index) => ({
              zone: item.zone ?? null,
              note: item.note.trim(),
              photo: photoIds[index] ?? null,
            })),
          },
        },
      })
      await payload.update({
        collection: 'vehicles',
        id: record.vehicleId,
        req,
        depth: 0,
        data: { mileage: record.mileage },
      })
      await recordStaffAction({
        payload,
        req,
        actor: params.actor,
        action: 'check-out',
        booking,
        changes: {
          vehicle: { before: unitBefore, after: record.vehicleId },
          mileage: { before: vehicle?.mileage ?? null, after: record.mileage },
          fuelEighths: { before: null, after: record.fuelEighths },
          damage: { before: 0, after: record.damage.length },
          photos: { before: 0, after: photoIds.filter((id) => id !== null).length },
        },
      })
      return { isOk: true, value: { photoIds: photoIds.filter((id): id is number => id !== null) } }
    },
  )
  if (!done.isOk) return { isOk: false, refusal: { code: 'BUSY', message: 'The booking system is busy. Try again.' } }
  if ('refused' in done.value) return { isOk: false, refusal: done.value.refused }
  return { isOk: true, photoIds: done.value.photoIds }
}
