import { deskAnswer, deskCaller, requestKeyOf } from '@/app/api/_lib/desk'
import { resendMail } from '@/server/bookings/commands/resend-mail'
import { performSoon } from '@/server/bookings/effects/perform-effects'

export const dynamic = 'force-dynamic'

const REFUSAL_ANSWER = {
  NOTHING_TO_SEND: { status: 409, message: 'A booking not made yet, or lapsed, has no e-mail to send.' },
  NO_EMAIL: { status: 409, message: 'The booking has no e-mail address.' },
  KEY_REUSED: { status: 409, message: 'This Idempotency-Key was used for another booking; send a new one.' },
  BUSY: { status: 503, message: 'The booking is busy; try again in a moment.' },
} as const

/**
 * `POST /api/booking-mails/{id}` with an `Idempotency-Key` header: staff (agents, managers and
 * admins) send the renter the e-mail of the booking as it stands again (a confirmed booking's
 * confirmation with its voucher and calendar file). Sent once per key; recorded in the audit trail.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const caller = await deskCaller({ request, context, refusal: 'Only agents, managers and admins may send e-mails.' })
  if (caller instanceof Response) return caller
  const requestKey = requestKeyOf(request)
  if (requestKey instanceof Response) return requestKey
  const outcome = await resendMail({ ...caller, requestKey })
  if (!outcome.isOk) return deskAnswer(REFUSAL_ANSWER[outcome.refusal].status, REFUSAL_ANSWER[outcome.refusal].message)
  await performSoon(caller.payload, outcome.effectIds)
  return Response.json({ status: 'sent' })
}
