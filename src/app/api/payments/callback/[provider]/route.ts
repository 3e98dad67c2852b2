import { handleCallback } from '@/server/payments/handle-callback'
import { paymentProvider } from '@/server/payments/registry'
import { payloadClient } from '@/server/payload'

import { readTextBody } from '../../../_lib/body'
import { errorResponse } from '../../../_lib/respond'
import { paymentErrorResponse, unexpectedPaymentError } from '../../_lib/respond'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ provider: string }> }

/**
 * A provider's signed callback (no visitor token: the HMAC signature is the proof). A bad
 * signature or a stale timestamp is 400; a replay is 200 with `duplicate: true` and changes nothing.
 */
export async function POST(request: Request, context: Context): Promise<Response> {
  try {
    const { provider: name } = await context.params
    const payload = await payloadClient()
    const provider = paymentProvider(payload, name)
    if (!provider.isOk) return paymentErrorResponse(provider.error)
    const body = await readTextBody(request)
    if (!body.isOk) return errorResponse(body.error)
    const handled = await handleCallback({
      payload,
      provider: provider.value,
      request: { headers: request.headers, body: body.value, now: new Date() },
    })
    if (!handled.isOk) return paymentErrorResponse(handled.error)
    return Response.json(
      { success: true, duplicate: handled.value.isDuplicate, changed: handled.value.isChanged },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    return unexpectedPaymentError('callback', error)
  }
}
