import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { StaffActor } from '@/domain/bookings/audit'
import { describeClash, findUnitClash } from '@/domain/fleet/unit-schedule'
import type { Booking } from '@/payload-types'
import { relationId } from '@/server/bookings/booking-load'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'
import {
  readUnitFacts,
  UNIT_HOLDING_STATUSES,
  unitOccupations,
  type UnitFacts,
} from '@/cms/collections/rental/UnitBlocks/unit-occupations'

import { findStaffActionByRequestKey, recordStaffAction } from '../audit/record-staff-action'
import { bookingPaymentLockKey } from '../money/refund-entries'

/** Why a unit was not assigned; `message` is staff's (English), naming what is in the way. */
export type AssignRefusal = {
  readonly code:
    | 'BOOKING_NOT_FOUND'
    | 'NOT_ASSIGNABLE'
    | 'UNIT_NOT_FOUND'
    | 'UNIT_NOT_SUITABLE'
    | 'UNIT_TAKEN'
    | 'KEY_REUSED'
    | 'BUSY'
  readonly message: string
}

export type AssignOutcome =
  | { readonly isOk: true; readonly registration: string | null; readonly isUnchanged: boolean }
  | { readonly isOk: false; readonly refusal: AssignRefusal }

type Refused = { readonly refused: AssignRefusal }
type Done = { readonly registration: string | null; readonly isUnchanged: boolean }

const refuse = (code: AssignRefusal['code'], message: string): Refused => ({ refused: { code, message } })

/** Lock key of one unit's schedule: two staff members never place the same unit at once. */
export function unitLockKey(vehicleId: number): string {
  return `vegur:unit:${vehicleId}`
}

/**
 * Command "assign a unit" (ADR 027): staff put a confirmed booking (or a request waiting for them)
 * on one unit of its class at its pickup office, or take it off (`vehicleId` null). Refused when the
 * unit is not in service, of another class or office, or busy for the booking's dates plus the
 * class's turnaround — another booking on it or a block; the reason names the clash. In one write
 * transaction under the booking's and the unit's locks, with the audit entry (unit before and
 * after). With a `requestKey`, the same request sent again is done once.
 */
export async function assignUnit(params: {
  payload: Payload
  bookingId: number
  vehicleId: number | null
  actor: StaffActor
  reason?: string | undefined
  requestKey?: string | undefined
  now: Date
}): Promise<AssignOutcome> {
  const { payload, bookingId, vehicleId, requestKey } = params
  const lockKeys = [bookingPaymentLockKey(bookingId), ...(vehicleId === null ? [] : [unitLockKey(vehicleId)])]
  const done = await withWriteTransaction<Done | Refused>({ payload, lockKeys }, async ({ req }) => {
    if (requestKey) {
      const earlier = await findStaffActionByRequestKey({ payload, req, requestKey })
      if (earlier) {
        return {
          isOk: true,
          value:
            earlier.bookingId === bookingId
              ? { registration: registrationAfter(earlier.changes), isUnchanged: true }
              : refuse('KEY_REUSED', 'This request key was used for another action.'),
        }
      }
    }
    const booking = await payload.findByID({
      collection: 'bookings',
      id: bookingId,
      depth: 1,
      req,
      disableErrors: true,
    })
    if (!booking) return { isOk: true, value: refuse('BOOKING_NOT_FOUND', 'There is no such booking.') }
    const planned = await unitPlanFor({ payload, req, booking, vehicleId, now: params.now })
    if ('refused' in planned) return { isOk: true, value: planned }
    const before = currentUnit(booking)
    if ((before?.id ?? null) === vehicleId) {
      return { isOk: true, value: { registration: before?.registration ?? null, isUnchanged: true } }
    }
    await payload.update({ collection: 'bookings', id: bookingId, req, depth: 0, data: { vehicle: vehicleId } })
    await recordStaffAction({
      payload,
      req,
      actor: params.actor,
      action: 'assign-unit',
      booking,
      reason: params.reason,
      changes: { vehicle: { before: before?.registration ?? null, after: planned.unit?.registration ?? null } },
      requestKey,
    })
    return { isOk: true, value: { registration: planned.unit?.registration ?? null, isUnchanged: false } }
  })
  if (!done.isOk) return { isOk: false, refusal: { code: 'BUSY', message: 'The booking system is busy. Try again.' } }
  if ('refused' in done.value) return { isOk: false, refusal: done.value.refused }
  return { isOk: true, ...done.value }
}

/**
 * Whether booking `booking` may go on unit `vehicleId` (null: off its unit): its status and dates,
 * the unit's status, class and office, and the unit's schedule. Read inside the caller's transaction.
 */
export async function unitPlanFor(params: {
  payload: Payload
  req: Partial<PayloadRequest>
  booking: Booking
  vehicleId: number | null
  now: Date
}): Promise<{ readonly unit: UnitFacts | undefined } | Refused> {
  const { payload, req, booking, vehicleId } = params
  if (!(UNIT_HOLDING_STATUSES as readonly string[]).includes(booking.status)) {
    return refuse(
      'NOT_ASSIGNABLE',
      `Booking ${booking.number} is ${booking.status}: only confirmed bookings and requests get a unit.`,
    )
  }
  if (Date.parse(booking.dateIn) <= params.now.getTime()) {
    return refuse('NOT_ASSIGNABLE', `Booking ${booking.number} has ended: its unit stays as it was.`)
  }
  if (vehicleId === null) return { unit: undefined }
  const unit = await readUnitFacts({ payload, req, vehicleId })
  if (!unit) return refuse('UNIT_NOT_FOUND', 'There is no such unit.')
  if (unit.status !== 'inService') return refuse('UNIT_NOT_SUITABLE', `${unit.registration} is not in service.`)
  if (unit.categoryId !== relationId(booking.carCategory)) {
    return refuse('UNIT_NOT_SUITABLE', `${unit.registration} is of another class than booking ${booking.number}.`)
  }
  if (unit.officeId !== relationId(booking.officeOut)) {
    return refuse('UNIT_NOT_SUITABLE', `${unit.registration} is based at another office than the booking's pickup.`)
  }
  const startsAt = Date.parse(booking.dateOut)
  const endsAt = Date.parse(booking.dateIn)
  const occupations = await unitOccupations({
    payload,
    req,
    unit,
    from: startsAt,
    until: endsAt,
    exclude: { kind: 'booking', id: booking.id },
  })
  const clash = findUnitClash({ request: { startsAt, endsAt, turnaroundMinutes: unit.turnaroundMinutes }, occupations })
  if (clash) return refuse('UNIT_TAKEN', describeClash(unit.registration, clash))
  return { unit }
}

function currentUnit(booking: Booking): { readonly id: number; readonly registration: string } | undefined {
  const vehicle = booking.vehicle
  if (vehicle === null || vehicle === undefined) return undefined
  return typeof vehicle === 'object'
    ? { id: vehicle.id, registration: vehicle.registration }
    : { id: vehicle, registration: String(vehicle) }
}

function registrationAfter(changes: unknown): string | null {
  const after = (changes as { vehicle?: { after?: unknown } } | null)?.vehicle?.after
  return typeof after === 'string' ? after : null
}

/**
 * Whether a booking's unit can keep it at new dates (a desk change): the unit's other bookings and
 * blocks leave room for the dates plus the class's turnaround. Read inside the caller's transaction.
 */
export async function isUnitFreeFor(params: {
  payload: Payload
  req: Partial<PayloadRequest>
  vehicleId: number
  bookingId: number
  dateOut: string
  dateIn: string
}): Promise<boolean> {
  const { payload, req } = params
  const unit = await readUnitFacts({ payload, req, vehicleId: params.vehicleId })
  if (!unit) return false
  const startsAt = Date.parse(params.dateOut)
  const endsAt = Date.parse(params.dateIn)
  const occupations = await unitOccupations({
    payload,
    req,
    unit,
    from: startsAt,
    until: endsAt,
    exclude: { kind: 'booking', id: params.bookingId },
  })
  return !findUnitClash({ request: { startsAt, endsAt, turnaroundMinutes: unit.turnaroundMinutes }, occupations })
}
