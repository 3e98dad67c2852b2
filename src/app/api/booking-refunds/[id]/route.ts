import { z } from 'zod'

import { APPROVER_ROLES, DESK_ROLES, hasRole } from '@/cms/access/roles'
import { env } from '@/env'
import { staffActorOf } from '@/server/bookings/audit/staff-actor'
import { refundByStaff } from '@/server/bookings/commands/staff-refund'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

const idSchema = z.coerce.number().int().positive()
/** One key per refund staff mean to make, sent again unchanged with each retry of it. */
const requestKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/)
/** Whole krónur (cards are charged in ISK) and why, for the audit trail. */
const bodySchema = z.object({
  amountIsk: z.number().int().positive().max(100_000_000),
  reason: z.string().trim().min(3).max(1000),
})

const REFUSAL_ANSWER = {
  NEEDS_MANAGER: { status: 403, message: `A refund above ${env.STAFF_REFUND_LIMIT_ISK} kr. needs a manager.` },
  NOTHING_TO_REFUND: { status: 409, message: 'Nothing paid on this booking is left to refund.' },
  MORE_THAN_PAID: { status: 409, message: 'That is more than is left to refund of what was paid.' },
  KEY_REUSED: { status: 409, message: 'This Idempotency-Key was used for another refund; send a new one.' },
} as const

/**
 * `POST /api/booking-refunds/{id}` with `{ "amountIsk": 15000, "reason": "..." }` and an
 * `Idempotency-Key` header (16–100 letters, digits, - or _; the same for every retry of one
 * refund, so a refund is made once however often it is sent): staff (agents,
 * managers and admins; the admin's session cookie, from the site's own origin only) give back
 * part or all of what a booking was charged, through the bookings module; a refund above
 * STAFF_REFUND_LIMIT_ISK needs a manager or an admin. The audit trail records who, how much and why.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const actor = staffActorOf(user)
  if (!hasRole(user, ...DESK_ROLES) || !actor) return answer(403, 'Only agents, managers and admins may refund.')
  const id = idSchema.safeParse((await context.params).id)
  const body = bodySchema.safeParse(await request.json().catch(() => undefined))
  if (!id.success || !body.success) {
    return answer(400, 'Send { "amountIsk": whole krónur, "reason": at least 3 characters } for a booking id.')
  }
  const requestKey = requestKeySchema.safeParse(request.headers.get('idempotency-key'))
  if (!requestKey.success) {
    return answer(400, 'Send an Idempotency-Key header (16–100 letters, digits, - or _), the same for each retry.')
  }
  const outcome = await refundByStaff({
    payload,
    bookingId: id.data,
    amount: body.data.amountIsk * 100,
    reason: body.data.reason,
    actor,
    canApprove: hasRole(user, ...APPROVER_ROLES),
    limit: env.STAFF_REFUND_LIMIT_ISK * 100,
    requestKey: requestKey.data,
    now: new Date(),
  })
  if (!outcome.isOk) return answer(REFUSAL_ANSWER[outcome.refusal].status, REFUSAL_ANSWER[outcome.refusal].message)
  await performSoon(payload, outcome.effectIds)
  return Response.json({ status: 'refunded' })
}

function answer(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status })
}
