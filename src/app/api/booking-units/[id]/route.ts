import { z } from 'zod'

import { deskAnswer, deskCaller, requestKeyOf } from '@/app/api/_lib/desk'
import { assignUnit, type AssignRefusal } from '@/server/bookings/commands/assign-unit'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({
  vehicleId: z.number().int().positive().nullable(),
  reason: z.string().trim().max(1000).optional(),
})

const STATUS_OF: Readonly<Record<AssignRefusal['code'], number>> = {
  BOOKING_NOT_FOUND: 404,
  NOT_ASSIGNABLE: 409,
  UNIT_NOT_FOUND: 404,
  UNIT_NOT_SUITABLE: 409,
  UNIT_TAKEN: 409,
  KEY_REUSED: 409,
  BUSY: 503,
}

/**
 * `POST /api/booking-units/{id}`: staff (agents, managers and admins) put booking `id` on a unit
 * (`vehicleId`) or take it off one (`null`), through the bookings module (ADR 027). An
 * Idempotency-Key makes a retry do it once. A unit busy for the dates (another booking with its
 * turnaround, or a block) is 409 with the reason naming the clash.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const caller = await deskCaller({ request, context, refusal: 'Only agents, managers and admins may assign units.' })
  if (caller instanceof Response) return caller
  const requestKey = request.headers.has('idempotency-key') ? requestKeyOf(request) : undefined
  if (requestKey instanceof Response) return requestKey
  const body = bodySchema.safeParse(await request.json().catch(() => undefined))
  if (!body.success)
    return deskAnswer(400, 'Send the unit as vehicleId (a unit id, or null to take the booking off its unit).')
  const outcome = await assignUnit({
    payload: caller.payload,
    bookingId: caller.bookingId,
    vehicleId: body.data.vehicleId,
    actor: caller.actor,
    reason: body.data.reason,
    requestKey,
    now: new Date(),
  })
  if (!outcome.isOk) return deskAnswer(STATUS_OF[outcome.refusal.code], outcome.refusal.message)
  return Response.json({ status: outcome.isUnchanged ? 'unchanged' : 'assigned', registration: outcome.registration })
}
