import type { Endpoint } from 'payload'

import { isRequestDecision } from '../../domain/booking/booking-status'
import { isAgent } from '../../cms/access/roles'

/** The path of the decision on a booking request, under /api (the admin's controls post here). */
export const REQUEST_DECISION_PATH = '/booking-requests/:id/decision'

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
 * (agents and admins, who may change bookings) answer a booking request; the visitor is e-mailed.
 * Loaded by the Payload config, so the use case (a server module) is imported when a request comes.
 */
export const requestDecisionEndpoint: Endpoint = {
  path: REQUEST_DECISION_PATH,
  method: 'post',
  handler: async (req) => {
    if (!isAgent({ req })) return answer(403, 'Only agents and admins may answer booking requests.')
    const id = Number(req.routeParams?.id)
    const body: unknown = req.json ? await req.json().catch(() => undefined) : undefined
    const decision = typeof body === 'object' && body !== null ? (body as { decision?: unknown }).decision : undefined
    if (!Number.isInteger(id) || id <= 0 || !isRequestDecision(decision)) {
      return answer(400, 'Send { "decision": "confirm" } or { "decision": "decline" } for a booking id.')
    }
    const { decideRequest } = await import('./request-decision')
    const outcome = await decideRequest({ payload: req.payload, bookingId: id, decision, now: new Date() })
    if (!outcome.isOk) return answer(REFUSAL_ANSWER[outcome.refusal].status, REFUSAL_ANSWER[outcome.refusal].message)
    return Response.json({ status: outcome.status })
  },
}

function answer(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status })
}
