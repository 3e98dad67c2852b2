import { postRoute } from '@/app/api/_lib/route'
import { tooManyAttempts } from '@/app/api/_lib/too-many-attempts'
import { addLineSchema } from '@/server/payments/api/payment.schema'
import { addOrderLine } from '@/server/payments/order'
import { paymentProvider } from '@/server/payments/registry'
import { payloadClient } from '@/server/payload'
import { clientIpOf } from '@/server/security/client-ip'
import { isLookupMiss, withLookupLimit } from '@/server/security/lookup-limit'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7: POST /v1/ecommerce/order/{id}/add-line?lastName= with amount_to_pay, pay_immediately 1,
 * redirect_success_url, payment_provider_extra (the card) and lines: pays the balance now.
 */
export const POST = postRoute({
  name: 'payments order-add-line',
  fallback: 'PAYMENT_FAILED',
  scope: 'payments',
  schema: addLineSchema,
  idempotencyKey: (input) => input.idempotency_key ?? input.payment_provider_extra.external_id,
  locale: (input) => input.locale,
  run: async (input, now, caller) => {
    const orderId = decodeURIComponent(caller.url.pathname.split('/').at(-2) ?? '')
    const payload = await payloadClient()
    const provider = paymentProvider(payload)
    if (!provider.isOk) return provider
    // A wrong booking number or last name counts against the look-up limit (ORDER_NOT_FOUND alike).
    const limited = await withLookupLimit({
      ip: clientIpOf(caller.headers),
      references: [orderId],
      attempt: () =>
        addOrderLine({
          payload,
          provider: provider.value,
          orderId,
          lastName: caller.url.searchParams.get('lastName') ?? '',
          request: input,
          idempotencyKey: caller.idempotencyKey,
          clientIp: clientIpOf(caller.headers),
          now,
        }),
      isFailure: isLookupMiss,
    })
    if (limited.isRefused) return tooManyAttempts(limited.retryAfterSeconds)
    const added = limited.value
    return added.isOk ? { isOk: true, value: { data: added.value } } : added
  },
})
