import { apiRoute } from '@/app/api/_lib/route'
import { tooManyAttempts } from '@/app/api/_lib/too-many-attempts'
import { findOrder } from '@/server/payments/order'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'
import { isLookupMiss, withLookupLimit } from '@/server/security/lookup-limit'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7: 200 with the order when the booking has one; 404 means no order yet (make a new payment).
 * Booking numbers are guessable, so the answer names the order only (nothing paid), and every 404
 * counts against the look-up limit.
 */
export const GET = apiRoute({
  name: 'payments order-exists',
  fallback: 'PAYMENT_FAILED',
  scope: 'payments',
  run: async ({ request, path }) => {
    const number = decodeURIComponent(path.order ?? '')
    const payload = await payloadClient()
    const limited = await withLookupLimit({
      ip: clientIpOf(request.headers),
      references: [number],
      attempt: () => findOrder({ payload, number }),
      isFailure: isLookupMiss,
    })
    if (limited.isRefused) return tooManyAttempts(limited.retryAfterSeconds)
    const found = limited.value
    return found.isOk ? { isOk: true, value: { data: { id: found.value.id, number: found.value.number } } } : found
  },
})
