import { z } from 'zod'

import { DESK_ROLES, hasRole } from '@/cms/access/roles'
import { staffActorOf } from '@/server/bookings/audit/staff-actor'
import { cancelBooking } from '@/server/bookings/commands/cancel'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

const idSchema = z.coerce.number().int().positive()
/** Why staff cancel, for the audit trail; the body may be empty. */
const bodySchema = z.object({ reason: z.string().trim().max(1000).optional() })

/**
 * `POST /api/booking-cancellations/{id}`: staff (agents and admins; the admin's session cookie, from
 * the site's own origin only) cancel a confirmed booking through the bookings module — the car is
 * released, everything paid is refunded and what was held released at the provider, open payments
 * are closed, and the renter is e-mailed; the audit trail records who did it and why (`{ "reason" }`,
 * optional). The admin cannot set a booking's status by editing it.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const actor = staffActorOf(user)
  if (!hasRole(user, ...DESK_ROLES) || !actor) return answer(403, 'Only agents and admins may cancel bookings.')
  const id = idSchema.safeParse((await context.params).id)
  const body = bodySchema.safeParse(await request.json().catch(() => ({})))
  if (!id.success || !body.success)
    return answer(400, 'Name a booking by its id, and a reason of at most 1000 characters.')
  const cancelled = await cancelBooking({
    payload,
    bookingId: id.data,
    now: new Date(),
    actor,
    reason: body.data.reason,
  })
  if (!cancelled.isCancelled) return answer(409, 'Only a confirmed booking can be cancelled.')
  await performSoon(payload, cancelled.effectIds)
  return Response.json({ status: 'cancelled' })
}

function answer(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status })
}
