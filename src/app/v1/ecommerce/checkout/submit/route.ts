import { postRoute } from '@/app/api/_lib/route'
import { checkoutSubmitSchema } from '@/server/payments/api/checkout.schema'
import { payBooking } from '@/server/payments/pay-booking'
import { paymentProvider } from '@/server/payments/registry'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 `POST /v1/ecommerce/checkout/submit`: the card payment of a booking on the payment port,
 * the same use case as POST /api/payments for the balance of a booking (voucher number as the
 * item's sku, the renter's last name as the billing one, the look-up limit). `external_id` (or the
 * Idempotency-Key header) makes a retry answer the first attempt. `{ success, data: { id,
 * reference, status, outcome, redirectUrl, … } }`; `id` is the session to check.
 */
export const POST = postRoute({
  name: 'ecommerce checkout-submit',
  fallback: 'PAYMENT_FAILED',
  scope: 'payments',
  schema: checkoutSubmitSchema,
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
    return paid.isOk ? { isOk: true, value: { data: { id: paid.value.reference, ...paid.value } } } : paid
  },
})
