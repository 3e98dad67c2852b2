import { ADYEN_NAME } from '@/server/payments/adyen/adyen-provider'
import { handleCallback } from '@/server/payments/handle-callback'
import { paymentProvider } from '@/server/payments/registry'
import { payloadClient } from '@/server/payload'

import { readTextBody } from '../../../_lib/body'
import { apiRoute } from '../../../_lib/route'

export const dynamic = 'force-dynamic'

const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }

/**
 * Adyen's standard webhook. Every item's HMAC signature is checked (and basic authentication when
 * set) before any is taken: unsigned, wrongly signed or unauthenticated is 401 and changes
 * nothing. A delivery Adyen retries is taken once. Answered `[accepted]`, as Adyen expects.
 */
export const POST = apiRoute({
  name: 'payments adyen webhook',
  fallback: 'PAYMENT_FAILED',
  isPublic: true,
  run: async ({ request, now }) => {
    const payload = await payloadClient()
    const provider = paymentProvider(payload, ADYEN_NAME)
    if (!provider.isOk) return provider
    const body = await readTextBody(request)
    if (!body.isOk) return body
    const handled = await handleCallback({
      payload,
      provider: provider.value,
      request: { headers: request.headers, body: body.value, now },
    })
    if (!handled.isOk && handled.error.code === 'INVALID_SIGNATURE') {
      return new Response('[refused]', { status: 401, headers: TEXT })
    }
    if (!handled.isOk) return handled
    return new Response('[accepted]', { status: 200, headers: TEXT })
  },
})
