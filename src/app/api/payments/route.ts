import { payBooking } from '@/server/payments/pay-booking'
import { payRequestSchema } from '@/server/payments/api/payment.schema'
import { paymentProvider } from '@/server/payments/registry'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'

import { postRoute } from '../_lib/route'

export const dynamic = 'force-dynamic'

/**
 * Pays a booking by card: `{ success, data: { reference, status, outcome, redirectUrl, ... } }`.
 * The browser goes to redirectUrl next: the 3-D Secure page, or the confirmation page.
 */
export const POST = postRoute({
  name: 'payments pay',
  fallback: 'PAYMENT_FAILED',
  scope: 'payments',
  schema: payRequestSchema,
  idempotencyKey: (input) => input.idempotencyKey,
  locale: (input) => input.locale,
  run: async (input, now, caller) => {
    const payload = await payloadClient()
    const provider = paymentProvider(payload)
    if (!provider.isOk) return provider
    const paid = await payBooking({
      payload,
      provider: provider.value,
      request: input,
      idempotencyKey: caller.idempotencyKey,
      clientIp: clientIpOf(caller.headers),
      now,
    })
    return paid.isOk ? { isOk: true, value: { data: paid.value } } : paid
  },
})
