import { z } from 'zod'

import { APPROVER_ROLES, DESK_ROLES, hasRole } from '@/cms/access/roles'
import { env } from '@/env'
import { staffActorOf } from '@/server/bookings/audit/staff-actor'
import { cancelBooking, type CancelRefusal } from '@/server/bookings/commands/cancel'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { paymentRates, readMoneyBooking } from '@/server/bookings/money/booking-money'
import { termsOfBooking } from '@/server/bookings/money/cancellation-terms'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

const idSchema = z.coerce.number().int().positive()
/**
 * Why staff cancel, for the audit trail; `acceptedFeeIsk` is the fee (ISK minor units) the desk
 * showed, refused when the terms now charge another; `waiveFee` cancels without the fee (a manager
 * or an admin, with a reason).
 */
const bodySchema = z
  .object({
    reason: z.string().trim().max(1000).optional(),
    acceptedFeeIsk: z.number().int().min(0).optional(),
    waiveFee: z.boolean().optional(),
  })
  .refine((body) => !body.waiveFee || (body.reason ?? '').length >= 3, { path: ['reason'] })

const REFUSAL_ANSWER: Readonly<Record<CancelRefusal, { status: number; message: string }>> = {
  NOT_CONFIRMED: { status: 409, message: 'Only a confirmed booking can be cancelled.' },
  STARTED: {
    status: 409,
    message: 'The pickup time has passed: a manager can cancel it with the fee waived, or refund part of it.',
  },
  TERMS_CHANGED: { status: 409, message: 'The cancellation fee has changed since the page was opened: reload it.' },
}

/**
 * `GET /api/booking-cancellations/{id}`: the cancellation terms of a booking now, for staff (what
 * the fee is, what is kept and refunded, ISK minor units), so the desk shows them before cancelling.
 */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user, ...DESK_ROLES)) return answer(403, 'Only agents, managers and admins may cancel bookings.')
  const id = idSchema.safeParse((await context.params).id)
  if (!id.success) return answer(400, 'Name a booking by its id.')
  const booking = await payload.findByID({ collection: 'bookings', id: id.data, depth: 0, disableErrors: true })
  if (!booking) return answer(404, 'There is no such booking.')
  const terms = termsOfBooking({
    booking,
    now: new Date(),
    freeHours: env.FREE_CANCELLATION_HOURS,
    rates: await paymentRates(payload, await readMoneyBooking(payload, id.data)),
  })
  if (terms.kind === 'closed') return Response.json({ kind: terms.kind, reason: terms.reason })
  return Response.json({
    kind: terms.kind,
    deadline: terms.deadline.toISOString(),
    feeIsk: terms.feeIsk,
    paidIsk: terms.paidIsk,
    keptIsk: terms.keptIsk,
    refundIsk: terms.refundIsk,
  })
}

/**
 * `POST /api/booking-cancellations/{id}`: staff (agents, managers and admins; the admin's session
 * cookie, from the site's own origin only) cancel a confirmed booking through the bookings module
 * under the rental terms (ADR 021: a late cancellation keeps one rental day of what was paid) —
 * or, a manager or an admin with a reason, with the fee waived (`{ "waiveFee": true }`). The car
 * is released, the rest of what was paid is refunded and what was held released at the provider,
 * open payments are closed, and the renter is e-mailed; the audit trail records who, why, and the
 * fee kept or waived. The admin cannot set a booking's status by editing it.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const actor = staffActorOf(user)
  if (!hasRole(user, ...DESK_ROLES) || !actor)
    return answer(403, 'Only agents, managers and admins may cancel bookings.')
  const id = idSchema.safeParse((await context.params).id)
  const body = bodySchema.safeParse(await request.json().catch(() => ({})))
  if (!id.success || !body.success) {
    return answer(
      400,
      'Name a booking by its id, and a reason of at most 1000 characters (at least 3 to waive the fee).',
    )
  }
  const { waiveFee, acceptedFeeIsk, reason } = body.data
  if (waiveFee && !hasRole(user, ...APPROVER_ROLES)) return answer(403, 'Waiving the cancellation fee needs a manager.')
  const cancelled = await cancelBooking({
    payload,
    bookingId: id.data,
    now: new Date(),
    terms: waiveFee ? undefined : { freeHours: env.FREE_CANCELLATION_HOURS, acceptedKeptIsk: acceptedFeeIsk },
    actor,
    reason,
  })
  if (!cancelled.isCancelled)
    return answer(REFUSAL_ANSWER[cancelled.reason].status, REFUSAL_ANSWER[cancelled.reason].message)
  await performSoon(payload, cancelled.effectIds)
  return Response.json({ status: 'cancelled', keptIsk: cancelled.keptIsk })
}

function answer(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status })
}
