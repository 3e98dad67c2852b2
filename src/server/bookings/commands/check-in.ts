import 'server-only'

import type { Payload } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { CHECK_IN_REFUSALS, checkInRefusal, type CheckInRefusal } from '@/domain/bookings/check-in'
import { noticeDueBy, objectionEndsAt } from '@/domain/bookings/damage-claim'
import { releaseCheck } from '@/domain/bookings/deposit-hold'
import { chargesTotal, type ReturnCharge } from '@/domain/bookings/return-charges'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

import { recordStaffAction } from '../audit/record-staff-action'
import { relationId } from '../booking-load'
import { recordEffects } from '../effects/effect-store'
import { depositOf } from '../money/deposit-state'
import { askDepositSettlement } from '../money/deposit-settlement'
import { cleanDamagePhotos, storeDamagePhotos } from './damage-photos'
import { bookingPaymentLockKey } from '../money/refund-entries'
import { computeReturnCharges, readDamagePrices, readReturnTerms } from '../money/return-terms'
import { unitLockKey } from './assign-unit'

/** What the agent records at the return; each new damage carries its photo and, if priced now, its price list item. */
export type CheckInRecord = {
  readonly returnedAt: Date
  readonly mileage: number
  readonly fuelEighths: number
  readonly damage: readonly {
    readonly note: string
    readonly photo?: Buffer | undefined
    readonly priceItemId?: number | undefined
  }[]
  /** Send the damage claim's notice at once (else staff send it from the booking within 10 days). */
  readonly sendNotice: boolean
}

export type CheckInFailure = {
  readonly code: CheckInRefusal | 'BOOKING_NOT_FOUND' | 'NOT_A_PHOTO' | 'BUSY'
  readonly message: string
}

export type CheckInOutcome =
  | {
      readonly isOk: true
      readonly photoIds: readonly number[]
      readonly charges: readonly ReturnCharge[]
      readonly claim: 'open' | 'notified' | undefined
      readonly effectIds: readonly number[]
    }
  | { readonly isOk: false; readonly refusal: CheckInFailure }

type Refused = { readonly refused: CheckInFailure }
type Done = Extract<CheckInOutcome, { isOk: true }>

/**
 * Command "check in" (issue 32): the car is back. Records on the booking when it was returned, the
 * odometer (never below the check-out reading; it becomes the unit's), the fuel and the new damage
 * with their photos (private handover photos, stage check-in), and the charges the return computes
 * with their evidence (fuel, kilometres, late return, damage from the published price list). With
 * new damage or charges a damage claim is opened (its notice due within 10 days of the return; sent
 * now when asked); with neither, a held deposit is released. The return report is e-mailed. One
 * write transaction under the booking's and the unit's locks, with the audit entry.
 */
export async function recordCheckIn(params: {
  payload: Payload
  bookingId: number
  actor: StaffActor
  record: CheckInRecord
  now: Date
}): Promise<CheckInOutcome> {
  const { payload, bookingId, record, now, actor } = params
  const photos = await cleanDamagePhotos(record.damage)
  if (!photos) return { isOk: false, refusal: { code: 'NOT_A_PHOTO', message: 'A damage photo is not a photo.' } }
  const peek = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, disableErrors: true })
  if (!peek) return { isOk: false, refusal: { code: 'BOOKING_NOT_FOUND', message: 'There is no such booking.' } }
  const unitId = peek.checkOut?.vehicle ?? peek.vehicle
  const lockKeys = [bookingPaymentLockKey(bookingId), ...(unitId ? [unitLockKey(relationId(unitId))] : [])]
  const done = await withWriteTransaction<Done | Refused>({ payload, lockKeys }, async ({ req }) => {
    const booking = await payload.findByID({
      collection: 'bookings',
      id: bookingId,
      depth: 0,
      req,
      disableErrors: true,
    })
    if (!booking) {
      return { isOk: true, value: { refused: { code: 'BOOKING_NOT_FOUND', message: 'There is no such booking.' } } }
    }
    const [terms, prices] = await Promise.all([readReturnTerms(payload, req), readDamagePrices(payload, req)])
    const checkedOutAt = booking.checkOut?.recordedAt ? Date.parse(booking.checkOut.recordedAt) : undefined
    const refusal = checkInRefusal({
      booking: {
        status: booking.status,
        checkedOutAt,
        checkOutMileage: booking.checkOut?.mileage ?? undefined,
        isCheckedIn: Boolean(booking.checkIn?.recordedAt),
      },
      input: {
        returnedAt: record.returnedAt.getTime(),
        mileage: record.mileage,
        fuelEighths: record.fuelEighths,
        damage: record.damage.map((item) => ({
          note: item.note,
          hasPhoto: Boolean(item.photo),
          priceItemId: item.priceItemId,
        })),
      },
      priceItemIds: prices.map((item) => item.id),
      now: now.getTime(),
    })
    if (refusal) return { isOk: true, value: { refused: { code: refusal, message: CHECK_IN_REFUSALS[refusal] } } }
    const charges = await computeReturnCharges({
      payload,
      req,
      booking,
      returnedAt: record.returnedAt,
      mileage: record.mileage,
      fuelEighths: record.fuelEighths,
      damage: record.damage,
      terms,
      prices,
    })
    const photoIds = await storeDamagePhotos({ payload, req, booking, stage: 'check-in', photos, notes: record.damage })
    const amount = chargesTotal(charges)
    const hasClaim = amount > 0 || record.damage.length > 0
    const isNoticeSent = hasClaim && record.sendNotice && amount > 0
    const claim = hasClaim ? (isNoticeSent ? 'notified' : 'open') : undefined
    await payload.update({
      collection: 'bookings',
      id: bookingId,
      req,
      depth: 0,
      data: {
        checkIn: {
          recordedAt: now.toISOString(),
          recordedBy: actor.email,
          returnedAt: record.returnedAt.toISOString(),
          mileage: record.mileage,
          fuelEighths: record.fuelEighths,
          damage: record.damage.map((item, index) => ({
            note: item.note.trim(),
            photo: photoIds[index] ?? null,
            priceItem: item.priceItemId ?? null,
          })),
          charges: charges.map((charge) => ({ ...charge, addedAt: now.toISOString(), addedBy: actor.email })),
        },
        ...(claim && {
          damageClaim: {
            status: claim,
            amount,
            openedAt: now.toISOString(),
            noticeDueBy: noticeDueBy(record.returnedAt).toISOString(),
            noticeSentAt: isNoticeSent ? now.toISOString() : null,
            objectionEndsAt: isNoticeSent ? objectionEndsAt(now).toISOString() : null,
          },
        }),
      },
    })
    if (unitId) {
      await payload.update({
        collection: 'vehicles',
        id: relationId(unitId),
        req,
        depth: 0,
        data: { mileage: record.mileage },
      })
    }
    const deposit = depositOf(booking)
    const releases = !claim && releaseCheck(deposit).isOk
    const effectIds: number[] = []
    if (releases) {
      effectIds.push(
        ...(await askDepositSettlement({ payload, req, booking, step: 'release', captured: 0, reason: null, now })),
      )
    }
    await recordStaffAction({
      payload,
      req,
      actor,
      action: 'check-in',
      booking,
      changes: {
        mileage: { before: booking.checkOut?.mileage ?? null, after: record.mileage },
        fuelEighths: { before: booking.checkOut?.fuelEighths ?? null, after: record.fuelEighths },
        damage: { before: 0, after: record.damage.length },
        photos: { before: 0, after: photoIds.filter((id) => id !== null).length },
        charges: { before: 0, after: amount },
        claim: { before: null, after: claim ?? null },
        deposit: { before: deposit.status, after: releases ? 'releasing' : deposit.status },
      },
    })
    if (isNoticeSent) {
      await recordStaffAction({
        payload,
        req,
        actor,
        action: 'send-claim-notice',
        booking,
        changes: {
          claim: { before: 'open', after: 'notified' },
          amount: { before: null, after: amount },
          objectionEndsAt: { before: null, after: objectionEndsAt(now).toISOString() },
        },
      })
    }
    effectIds.push(
      ...(await recordEffects({
        payload,
        req,
        effects: [
          {
            key: `handover-mail:return-report:${String(bookingId)}`,
            bookingId,
            input: { kind: 'handover-mail', mail: 'return-report' },
          },
          ...(isNoticeSent
            ? [
                {
                  key: `handover-mail:claim-notice:${String(bookingId)}`,
                  bookingId,
                  input: { kind: 'handover-mail' as const, mail: 'claim-notice' as const },
                },
              ]
            : []),
        ],
      })),
    )
    return {
      isOk: true,
      value: {
        isOk: true,
        photoIds: photoIds.filter((id): id is number => id !== null),
        charges,
        claim,
        effectIds,
      },
    }
  })
  if (!done.isOk) return { isOk: false, refusal: { code: 'BUSY', message: 'The booking system is busy. Try again.' } }
  if ('refused' in done.value) return { isOk: false, refusal: done.value.refused }
  return done.value
}
