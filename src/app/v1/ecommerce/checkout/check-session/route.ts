import { apiRoute } from '@/app/api/_lib/route'
import { checkPaymentSession } from '@/server/payments/check-session'
import { payloadClient } from '@/server/payload'

import { contentLocale } from '@/app/api/_lib/content-request'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 `POST /v1/ecommerce/checkout/check-session?id=`: the payment session (the reference
 * checkout/submit answered) as it stands, asked of the provider when still open: `{ success,
 * data: { id, reference, status, outcome, redirectUrl, amount, currency, … } }`; 404
 * PAYMENT_NOT_FOUND for an unknown id.
 */
export const POST = apiRoute({
  name: 'ecommerce checkout-check-session',
  fallback: 'PAYMENT_FAILED',
  scope: 'payments',
  run: async ({ request, now }) => {
    const reference = new URL(request.url).searchParams.get('id')?.trim() ?? ''
    const session = await checkPaymentSession({ payload: await payloadClient(), reference, now })
    return {
      outcome: session.isOk
        ? { isOk: true, value: { data: { id: session.value.reference, ...session.value } } }
        : session,
      locale: contentLocale(request),
    }
  },
})
