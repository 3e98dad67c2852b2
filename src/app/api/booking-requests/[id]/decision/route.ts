import { z } from 'zod'

import { DESK_ROLES, hasRole } from '@/cms/access/roles'
import { REQUEST_DECISIONS } from '@/domain/booking/booking-status'
import { staffActorOf } from '@/server/bookings/audit/staff-actor'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { payloadClient } from '@/server/payload'
import { decideRequest } from '@/server/bookings/commands/decide-request'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({ decision: z.enum(REQUEST_DECISIONS) })
const idSchema = z.coerce.number().int().positive()

/** What staff read in the admin for each refusal. */
const REFUSAL_ANSWER = {
  NOT_FOUND: { status: 404, message: 'No such booking.' },
  NOT_A_REQUEST: { status: 409, message: 'This booking is not a request waiting for an answer (any more).' },
  NO_CAR_FREE: {
    status: 409,
    message:
      'No car of this category is free at the pickup office for these dates. Add a car in service, or decline the request.',
  },
} as const

/**
 * `POST /api/booking-requests/{id}/decision` with `{ "decision": "confirm" | "decline" }`: staff
 * (agents and admins, who may change bookings; the admin's session cookie, from the site's own
 * origin only) answer a booking request, and the visitor is e-mailed. The admin's Confirm request
 * and Decline request buttons post here.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const actor = staffActorOf(user)
  if (!hasRole(user, ...DESK_ROLES) || !actor) {
    return answer(403, 'Only agents and admins may answer booking requests.')
  }
  const id = idSchema.safeParse((await context.params).id)
  const body = bodySchema.safeParse(await request.json().catch(() => undefined))
  if (!id.success || !body.success) {
    return answer(400, 'Send { "decision": "confirm" } or { "decision": "decline" } for a booking id.')
  }
  const outcome = await decideRequest({
    payload,
    bookingId: id.data,
    decision: body.data.decision,
    now: new Date(),
    actor,
  })
  if (!outcome.isOk) return answer(REFUSAL_ANSWER[outcome.refusal].status, REFUSAL_ANSWER[outcome.refusal].message)
  await performSoon(payload, outcome.effectIds)
  return Response.json({ status: outcome.status })
}

function answer(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status })
}
