import { z } from 'zod'

import { deskAnswer, deskCaller } from '@/app/api/_lib/desk'
import { APPROVER_ROLES, hasRole } from '@/cms/access/roles'
import { anonymiseCustomer, exportCustomerData } from '@/server/bookings/commands/privacy'

export const dynamic = 'force-dynamic'

const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('export') }),
  z.object({ action: z.literal('anonymise'), reason: z.string().trim().min(3).max(1000) }),
])

/**
 * `POST /api/booking-privacy/{id}`: a customer's privacy requests (GDPR), for the person who made
 * booking `id` (all their bookings, by e-mail address). `{ "action": "export" }` (agents, managers
 * and admins) answers their data as a JSON file; `{ "action": "anonymise", "reason": "..." }`
 * (managers and admins) removes who they were and keeps the ledger and the audit trail. Both are
 * recorded in the audit trail.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const caller = await deskCaller({
    request,
    context,
    refusal: "Only agents, managers and admins may handle a customer's data.",
  })
  if (caller instanceof Response) return caller
  const body = bodySchema.safeParse(await request.json().catch(() => undefined))
  if (!body.success) {
    return deskAnswer(
      400,
      'Send { "action": "export" }, or { "action": "anonymise", "reason": at least 3 characters }.',
    )
  }
  const now = new Date()
  if (body.data.action === 'export') {
    const data = await exportCustomerData({ ...caller, now })
    if (!data) return deskAnswer(404, 'There is no such booking.')
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="customer-data-${caller.bookingId}.json"`,
        'cache-control': 'no-store',
      },
    })
  }
  if (!hasRole({ roles: caller.roles }, ...APPROVER_ROLES)) {
    return deskAnswer(403, 'Anonymising a customer needs a manager.')
  }
  const outcome = await anonymiseCustomer({ ...caller, reason: body.data.reason, now })
  if (outcome.isOk) return Response.json({ status: 'anonymised', bookings: outcome.bookings })
  if (outcome.refusal === 'STILL_ACTIVE') {
    return deskAnswer(
      409,
      `A booking of this customer still stands (${outcome.bookings?.join(', ') ?? ''}): cancel it, or wait until it is returned.`,
    )
  }
  return deskAnswer(404, 'There is no such booking.')
}
