import { createGatewayProvider, GATEWAY_NAME } from '@/server/payments/gateway/gateway-provider'
import { challengeGoneHtml, challengePageHtml } from '@/server/payments/gateway/challenge-page'
import { providerDeps } from '@/server/payments/registry'
import { payloadClient } from '@/server/payload'

import { unexpectedPaymentError } from '../../../_lib/respond'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }

async function gateway() {
  return createGatewayProvider(providerDeps(await payloadClient(), GATEWAY_NAME))
}

/** The built-in gateway's 3-D Secure challenge page (test cards only). */
export async function GET(_request: Request, context: Context): Promise<Response> {
  try {
    const { id } = await context.params
    const challenge = await (await gateway()).pendingChallenge(id, new Date())
    if (!challenge) return new Response(challengeGoneHtml(), { status: 404, headers: HTML })
    return new Response(challengePageHtml({ transactionId: id, ...challenge }), { headers: HTML })
  } catch (error) {
    return unexpectedPaymentError('challenge', error)
  }
}

/** Approve or deny: the gateway settles and calls back, and the browser goes to our return URL. */
export async function POST(request: Request, context: Context): Promise<Response> {
  try {
    const { id } = await context.params
    const form = await request.formData().catch(() => undefined)
    const decision = form?.get('decision')
    if (decision !== 'approve' && decision !== 'deny') {
      return new Response(challengeGoneHtml(), { status: 400, headers: HTML })
    }
    const completed = await (
      await gateway()
    ).completeChallenge({
      transactionId: id,
      isApproved: decision === 'approve',
      now: new Date(),
    })
    if (!completed.isOk) return new Response(challengeGoneHtml(), { status: 404, headers: HTML })
    return Response.redirect(completed.value, 303)
  } catch (error) {
    return unexpectedPaymentError('challenge', error)
  }
}
