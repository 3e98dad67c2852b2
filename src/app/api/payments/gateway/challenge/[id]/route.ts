import { createGatewayProvider } from '@/server/payments/gateway/gateway-provider'
import { challengeGoneHtml, challengePageHtml } from '@/server/payments/gateway/challenge-page'
import { providerDeps } from '@/server/payments/registry'
import { payloadClient } from '@/server/payload'

import { apiRoute } from '../../../../_lib/route'

export const dynamic = 'force-dynamic'

const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }

async function gateway() {
  return createGatewayProvider(providerDeps(await payloadClient()))
}

/** The built-in gateway's 3-D Secure challenge page (test cards only). */
export const GET = apiRoute({
  name: 'payments challenge',
  fallback: 'PAYMENT_FAILED',
  isPublic: true,
  run: async ({ path, now }) => {
    const id = path.id ?? ''
    const challenge = await (await gateway()).pendingChallenge(id, now)
    if (!challenge) return new Response(challengeGoneHtml(), { status: 404, headers: HTML })
    return new Response(challengePageHtml({ transactionId: id, ...challenge }), { headers: HTML })
  },
})

/** Approve or deny: the gateway settles and calls back, and the browser goes to our return URL. */
export const POST = apiRoute({
  name: 'payments challenge',
  fallback: 'PAYMENT_FAILED',
  isPublic: true,
  run: async ({ request, path, now }) => {
    const form = await request.formData().catch(() => undefined)
    const decision = form?.get('decision')
    if (decision !== 'approve' && decision !== 'deny') {
      return new Response(challengeGoneHtml(), { status: 400, headers: HTML })
    }
    const completed = await (
      await gateway()
    ).completeChallenge({ transactionId: path.id ?? '', isApproved: decision === 'approve', now })
    if (!completed.isOk) return new Response(challengeGoneHtml(), { status: 404, headers: HTML })
    return Response.redirect(completed.value, 303)
  },
})
