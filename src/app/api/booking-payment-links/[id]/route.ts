import { deskAnswer, deskCaller, requestKeyOf } from '@/app/api/_lib/desk'
import { sendPaymentLink } from '@/server/bookings/commands/send-payment-link'
import { performSoon } from '@/server/bookings/effects/perform-effects'

export const dynamic = 'force-dynamic'

const REFUSAL_ANSWER = {
  NOT_CONFIRMED: { status: 409, message: 'Only a confirmed booking takes a payment.' },
  NOTHING_DUE: { status: 409, message: 'Nothing is left to pay on this booking.' },
  NO_EMAIL: { status: 409, message: 'The booking has no e-mail address to send the link to.' },
  KEY_REUSED: { status: 409, message: 'This Idempotency-Key was used for another booking; send a new one.' },
  BUSY: { status: 503, message: 'The booking is busy; try again in a moment.' },
} as const

/**
 * `POST /api/booking-payment-links/{id}` with an `Idempotency-Key` header: staff (agents, managers
 * and admins) e-mail the renter a link to pay what is left on a confirmed booking; it opens manage's
 * payment step. Sent once per key; recorded in the audit trail.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const caller = await deskCaller({
    request,
    context,
    refusal: 'Only agents, managers and admins may send payment links.',
  })
  if (caller instanceof Response) return caller
  const requestKey = requestKeyOf(request)
  if (requestKey instanceof Response) return requestKey
  const outcome = await sendPaymentLink({ ...caller, requestKey, now: new Date() })
  if (!outcome.isOk) return deskAnswer(REFUSAL_ANSWER[outcome.refusal].status, REFUSAL_ANSWER[outcome.refusal].message)
  await performSoon(caller.payload, outcome.effectIds)
  return Response.json({ status: 'sent' })
}
