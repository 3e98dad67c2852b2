import { deskAnswer, deskCaller, requestKeyOf } from '@/app/api/_lib/desk'
import { readJsonBody } from '@/app/api/_lib/body'
import { httpStatusFor } from '@/domain/errors/errors'
import { cardDetails } from '@/server/payments/api/card-details'
import { kioskPaymentSchema } from '@/server/payments/api/kiosk.schema'
import { takeKioskPayment } from '@/server/payments/kiosk-payment'
import { paymentProvider } from '@/server/payments/registry'
import { clientIpOf } from '@/server/security/client-ip'

export const dynamic = 'force-dynamic'

/**
 * `POST /api/booking-kiosk-payments/{id}` with an `Idempotency-Key` header: a card payment at the
 * desk, the kiosk of SPEC §5 and §9 (ADR 026), by agents, managers and admins, through the payment
 * port. `{ payment: { reference, status, outcome, redirectUrl, amount, currency, maskedPan,
 * billingPostalCode } }`; a 3-D Secure step answers status 'challenge' and its page in redirectUrl.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const caller = await deskCaller({ request, context, refusal: 'Only agents, managers and admins take desk payments.' })
  if (caller instanceof Response) return caller
  const requestKey = requestKeyOf(request)
  if (requestKey instanceof Response) return requestKey
  const body = await readJsonBody(request)
  if (!body.isOk) return deskAnswer(httpStatusFor(body.error.code), body.error.message)
  const now = new Date()
  const parsed = kioskPaymentSchema(now).safeParse(body.value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return deskAnswer(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'not valid'}`)
  }
  const provider = paymentProvider(caller.payload)
  if (!provider.isOk) return deskAnswer(httpStatusFor(provider.error.code), provider.error.message)
  const paid = await takeKioskPayment({
    payload: caller.payload,
    provider: provider.value,
    bookingId: caller.bookingId,
    request: { ...parsed.data, card: parsed.data.card && cardDetails(parsed.data.card) },
    idempotencyKey: `kiosk:${requestKey}`,
    clientIp: clientIpOf(request.headers),
    now,
  })
  if (!paid.isOk) return deskAnswer(httpStatusFor(paid.error.code), paid.error.message)
  return Response.json({ payment: paid.value }, { headers: { 'cache-control': 'no-store' } })
}
