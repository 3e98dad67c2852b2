import { handleReturn } from '@/server/payments/handle-return'
import { paymentProvider } from '@/server/payments/registry'
import { payloadClient } from '@/server/payload'

import { unexpectedPaymentError } from '../../_lib/respond'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ provider: string }> }

/** The browser back from the provider's page: on to /confirmation/success or /error (303). */
export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const { provider: name } = await context.params
    const payload = await payloadClient()
    const provider = paymentProvider(payload, name)
    const url = new URL(request.url)
    const path = provider.isOk
      ? await handleReturn({ payload, provider: provider.value, query: url.searchParams, now: new Date() })
      : undefined
    return Response.redirect(new URL(path ?? '/confirmation/error', url), 303)
  } catch (error) {
    return unexpectedPaymentError('return', error)
  }
}
