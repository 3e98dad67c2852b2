import { paymentProvider } from '@/server/payments/registry'
import { payBooking } from '@/server/payments/pay-booking'
import { payRequestSchema } from '@/server/payments/api/payment.schema'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'

import { cardPaymentRoute } from './_lib/respond'

export const dynamic = 'force-dynamic'

/**
 * Pays a booking by card: `{ success, data: { reference, status, outcome, redirectUrl, ... } }`.
 * The browser goes to redirectUrl next: the 3-D Secure page, or the confirmation page.
 */
export const POST = cardPaymentRoute({
  name: 'pay',
  schema: payRequestSchema,
  bodyKey: (input) => input.idempotencyKey,
  locale: (input) => input.locale,
  run: async ({ input, idempotencyKey, now, request }) => {
    const payload = await payloadClient()
    const provider = paymentProvider(payload)
    if (!provider.isOk) return provider
    const clientIp = clientIpOf(request.headers)
    return payBooking({ payload, provider: provider.value, request: input, idempotencyKey, clientIp, now })
  },
})
