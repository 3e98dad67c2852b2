import { paymentErrorResponse, unexpectedPaymentError } from '@/app/api/payments/_lib/respond'
import { okResponse } from '@/app/api/_lib/respond'
import { tooManyAttemptsResponse } from '@/app/api/_lib/too-many-attempts'
import { requireVisitor } from '@/server/auth/require-visitor'
import { findOrder } from '@/server/payments/order'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'
import { isLookupMiss, withLookupLimit } from '@/server/security/lookup-limit'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ order: string }> }

/**
 * SPEC §7: 200 with the order when the booking has one; 404 means no order yet (make a new payment).
 * Booking numbers are guessable, so the answer names the order only (nothing paid), and every 404
 * counts against the look-up limit.
 */
export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const visitor = await requireVisitor(request)
    if (!visitor.isOk) return visitor.response
    const number = decodeURIComponent((await context.params).order)
    const payload = await payloadClient()
    const limited = await withLookupLimit({
      ip: clientIpOf(request.headers),
      references: [number],
      attempt: () => findOrder({ payload, number }),
      isFailure: isLookupMiss,
    })
    if (limited.isRefused) return tooManyAttemptsResponse(limited.retryAfterSeconds)
    const found = limited.value
    return found.isOk
      ? okResponse({ id: found.value.id, number: found.value.number })
      : paymentErrorResponse(found.error)
  } catch (error) {
    return unexpectedPaymentError('order-exists', error)
  }
}
