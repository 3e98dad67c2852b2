import { z } from 'zod'

import { deskAnswer, deskCaller } from '@/app/api/_lib/desk'
import { APPROVER_ROLES } from '@/cms/access/roles'
import {
  addReturnCharge,
  decideClaim,
  sendClaimNotice,
  settleDueClaim,
  withdrawClaim,
  type ClaimFailure,
} from '@/server/bookings/commands/damage-claim'
import { performSoon } from '@/server/bookings/effects/perform-effects'

export const dynamic = 'force-dynamic'

const krona = z.coerce.number().int().min(0).max(100_000_000)
const bodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('add-charge'),
    kind: z.enum(['toll', 'fine']),
    amountIsk: krona,
    reference: z.string().trim().min(1).max(200),
  }),
  z.object({
    action: z.literal('add-damage'),
    note: z.string().trim().min(1).max(500),
    priceItemId: z.coerce.number().int().positive(),
  }),
  z.object({ action: z.literal('send-notice') }),
  z.object({ action: z.literal('decide'), amountIsk: krona, reason: z.string().trim().min(1).max(4000) }),
  z.object({ action: z.literal('settle') }),
  z.object({ action: z.literal('withdraw'), reason: z.string().trim().min(1).max(4000) }),
])

const STATUS_OF: Partial<Record<ClaimFailure['code'], number>> = {
  BOOKING_NOT_FOUND: 404,
  BUSY: 503,
  BAD_CHARGE: 400,
  BAD_DECISION: 400,
  BAD_WITHDRAWAL: 400,
  UNKNOWN_PRICE_ITEM: 400,
}

/**
 * `POST /api/booking-claims/{id}` (JSON): staff act on a booking's damage claim — add a toll or a
 * fine (`amountIsk`, the bill's `reference`; the handling fee is added) or a damage priced from the
 * list, send the notice, settle what the clock allows; a manager or admin decides on an objection
 * (`amountIsk` from 0 to the amount claimed, with the `reason`), which captures it from the deposit
 * and releases the rest, or withdraws a claim still under way (`reason`; nothing charged, the
 * deposit released, the renter told). Each through the bookings module, audited; a refusal is 4xx with its reason.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const caller = await deskCaller({ request, context, refusal: 'Only agents, managers and admins act on claims.' })
  if (caller instanceof Response) return caller
  const parsed = bodySchema.safeParse(await request.json().catch(() => undefined))
  if (!parsed.success)
    return deskAnswer(
      400,
      'Send an action: add-charge, add-damage, send-notice, decide, settle or withdraw (withdraw and decide need a reason).',
    )
  const body = parsed.data
  const { payload, bookingId, actor } = caller
  const now = new Date()
  const isApprover = caller.roles.some((role) => (APPROVER_ROLES as readonly string[]).includes(role))
  if (body.action === 'decide' && !isApprover) {
    return deskAnswer(403, 'Only a manager or an admin decides on an objection.')
  }
  if (body.action === 'withdraw' && !isApprover) {
    return deskAnswer(403, 'Only a manager or an admin withdraws a claim.')
  }
  const outcome = await (() => {
    switch (body.action) {
      case 'add-charge':
        return addReturnCharge({
          payload,
          bookingId,
          actor,
          now,
          charge: { kind: body.kind, amount: body.amountIsk * 100, reference: body.reference },
        })
      case 'add-damage':
        return addReturnCharge({
          payload,
          bookingId,
          actor,
          now,
          charge: { kind: 'damage', note: body.note, priceItemId: body.priceItemId },
        })
      case 'send-notice':
        return sendClaimNotice({ payload, bookingId, actor, now })
      case 'decide':
        return decideClaim({ payload, bookingId, actor, amount: body.amountIsk * 100, reason: body.reason, now })
      case 'settle':
        return settleDueClaim({ payload, bookingId, actor, now })
      case 'withdraw':
        return withdrawClaim({ payload, bookingId, actor, reason: body.reason, now })
    }
  })()
  if (!outcome.isOk) return deskAnswer(STATUS_OF[outcome.refusal.code] ?? 409, outcome.refusal.message)
  await performSoon(payload, outcome.effectIds)
  return Response.json({ status: 'done' })
}
