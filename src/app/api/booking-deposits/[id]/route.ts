import { z } from 'zod'

import { APPROVER_ROLES, DESK_ROLES, hasRole } from '@/cms/access/roles'
import { cardPaymentSchema } from '@/domain/validation/card'
import { staffActorOf } from '@/server/bookings/audit/staff-actor'
import { settleDepositByStaff } from '@/server/bookings/commands/deposit-settle'
import { performSoon } from '@/server/bookings/effects/perform-effects'
import { cardDetails } from '@/server/payments/api/card-details'
import { authoriseDepositAtCounter } from '@/server/payments/deposits/staff-deposit'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

const idSchema = z.coerce.number().int().positive()
/** One key per action staff mean to take, sent again unchanged with each retry of it. */
const requestKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/)
const bodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('authorise'),
    /** The card typed at the desk (the built-in gateway only; a provider page takes it otherwise). */
    card: z.unknown().optional(),
  }),
  z.object({
    action: z.literal('capture'),
    /** Whole krónur, at most what is held. */
    amountIsk: z.number().int().positive().max(100_000_000),
    /** The damage and its evidence (photo references, the check-in report), for the audit trail and the renter. */
    reason: z.string().trim().min(3).max(1000),
  }),
  z.object({ action: z.literal('release'), reason: z.string().trim().max(1000).optional() }),
])

const REFUSAL_ANSWER = {
  NOT_CONFIRMED: { status: 409, message: 'Only a confirmed booking holds a deposit.' },
  ALREADY_HELD: { status: 409, message: 'A deposit is already held or being held for this booking.' },
  OUTSIDE_WINDOW: { status: 409, message: 'The deposit is held from 24 hours before pickup until the return.' },
  NO_DEPOSIT: { status: 409, message: 'The protection on this booking has no deposit.' },
  CARD_NEEDED: { status: 400, message: 'Type the card to hold the deposit on.' },
  NOT_HELD: { status: 409, message: 'No deposit is held on this booking now (or it is being captured or released).' },
  BAD_AMOUNT: { status: 400, message: 'Send the amount to capture in whole krónur.' },
  MORE_THAN_HELD: { status: 409, message: 'That is more than the deposit held.' },
  NO_REASON: { status: 400, message: 'Say what the damage is and where its evidence is (at least 3 characters).' },
  KEY_REUSED: { status: 409, message: 'This Idempotency-Key was used for another action; send a new one.' },
} as const

/**
 * `POST /api/booking-deposits/{id}` with an `Idempotency-Key` header (16–100 letters, digits, - or
 * _; the same for every retry of one action) and one of:
 * `{ "action": "authorise", "card": {...} }` (at the counter: the deposit of the booking's
 * protection held on the card; with a provider page, its URL is answered for the renter),
 * `{ "action": "capture", "amountIsk": 12000, "reason": "..." }` (part of the hold for damage,
 * the rest released; managers and admins), `{ "action": "release" }` (all of it).
 * Staff only (agents, managers, admins; the admin's session cookie, from the site's own origin);
 * each action goes through the bookings module and is kept in the audit trail.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const actor = staffActorOf(user)
  if (!hasRole(user, ...DESK_ROLES) || !actor) return answer(403, 'Only agents, managers and admins act on deposits.')
  const id = idSchema.safeParse((await context.params).id)
  const body = bodySchema.safeParse(await request.json().catch(() => undefined))
  if (!id.success || !body.success) {
    return answer(400, 'Send { "action": "authorise" | "capture" | "release", ... } for a booking id.')
  }
  const requestKey = requestKeySchema.safeParse(request.headers.get('idempotency-key'))
  if (!requestKey.success) {
    return answer(400, 'Send an Idempotency-Key header (16–100 letters, digits, - or _), the same for each retry.')
  }
  const now = new Date()
  const action = body.data
  if (action.action === 'authorise') {
    const card = action.card === undefined ? undefined : cardPaymentSchema(now).safeParse(action.card)
    if (card && !card.success) return answer(400, 'The card is not valid: check its number, expiry, CVC and name.')
    const held = await authoriseDepositAtCounter({
      payload,
      bookingId: id.data,
      card: card?.success ? cardDetails(card.data) : undefined,
      actor,
      requestKey: requestKey.data,
      now,
    })
    if (!held.isOk) return refused(held.refusal)
    return Response.json({ status: held.status, ...(held.redirectUrl && { redirectUrl: held.redirectUrl }) })
  }
  if (action.action === 'capture' && !hasRole(user, ...APPROVER_ROLES)) {
    return answer(403, 'Capturing a deposit for damage needs a manager.')
  }
  const settled = await settleDepositByStaff({
    payload,
    bookingId: id.data,
    step: action.action,
    amount: action.action === 'capture' ? action.amountIsk * 100 : 0,
    reason: action.reason ?? '',
    actor,
    requestKey: requestKey.data,
    now,
  })
  if (!settled.isOk) return refused(settled.refusal)
  await performSoon(payload, settled.effectIds)
  const stored = await payload.findByID({ collection: 'bookings', id: id.data, depth: 0, select: { deposit: true } })
  return Response.json({ status: stored.deposit?.status ?? 'none' })
}

function refused(refusal: keyof typeof REFUSAL_ANSWER): Response {
  return answer(REFUSAL_ANSWER[refusal].status, REFUSAL_ANSWER[refusal].message)
}

function answer(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status })
}
