import { handleCallback } from '@/server/payments/handle-callback'
import { paymentProvider } from '@/server/payments/registry'
import { payloadClient } from '@/server/payload'

import { readTextBody } from '../../../_lib/body'
import { apiRoute } from '../../../_lib/route'

export const dynamic = 'force-dynamic'

/**
 * A provider's signed callback (no visitor token: the HMAC signature is the proof). A bad
 * signature or a stale timestamp is 400; a replay is 200 with `duplicate: true` and changes nothing.
 */
export const POST = apiRoute({
  name: 'payments callback',
  fallback: 'PAYMENT_FAILED',
  isPublic: true,
  run: async ({ request, path, now }) => {
    const payload = await payloadClient()
    const provider = paymentProvider(payload, path.provider ?? '')
    if (!provider.isOk) return provider
    const body = await readTextBody(request)
    if (!body.isOk) return body
    const handled = await handleCallback({
      payload,
      provider: provider.value,
      request: { headers: request.headers, body: body.value, now },
    })
    if (!handled.isOk) return handled
    return Response.json(
      { success: true, duplicate: handled.value.isDuplicate, changed: handled.value.isChanged },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
})
