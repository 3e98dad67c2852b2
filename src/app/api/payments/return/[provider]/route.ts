import { handleReturn } from '@/server/payments/handle-return'
import { paymentProvider } from '@/server/payments/registry'
import { payloadClient } from '@/server/payload'

import { apiRoute } from '../../../_lib/route'

export const dynamic = 'force-dynamic'

/** The browser back from the provider's page: on to /confirmation/success or /error (303). */
export const GET = apiRoute({
  name: 'payments return',
  fallback: 'PAYMENT_FAILED',
  isPublic: true,
  run: async ({ request, path, now }) => {
    const payload = await payloadClient()
    const provider = paymentProvider(payload, path.provider ?? '')
    const url = new URL(request.url)
    const target = provider.isOk
      ? await handleReturn({ payload, provider: provider.value, query: url.searchParams, now })
      : undefined
    return Response.redirect(new URL(target ?? '/confirmation/error', url), 303)
  },
})
