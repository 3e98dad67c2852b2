// What the stand-in checks of each request the app sends it, on top of the int stand-in's check
// against the library's attribute maps (no unknown field, the required ones present): the fields we
// send, parsed, and the parsed shape held at compile time to the library's published request types.
import { Types } from '@adyen/api-library'
import { z } from 'zod'

type SessionRequest = Types.checkout.CreateCheckoutSessionRequest
type RefundRequest = Types.checkout.PaymentRefundRequest
type CancelRequest = Types.checkout.PaymentCancelRequest
type CaptureRequest = Types.checkout.PaymentCaptureRequest

/** Compiles only when every value `Parsed` allows is one of the library's `Library` type. */
type Conforms<Parsed extends Library, Library> = Parsed

const amount = z.object({ currency: z.string().regex(/^[A-Z]{3}$/), value: z.number().int().positive() })

const sessionSchema = z.looseObject({
  merchantAccount: z.string().min(1),
  amount,
  reference: z.string().min(1).max(80),
  returnUrl: z.url({ protocol: /^https?$/ }),
  mode: z.enum(Types.checkout.CreateCheckoutSessionRequest.ModeEnum),
  channel: z.enum(Types.checkout.CreateCheckoutSessionRequest.ChannelEnum),
  captureDelayHours: z.number().int().min(0).optional(),
  merchantOrderReference: z.string().min(1).optional(),
  shopperEmail: z.email().optional(),
  shopperLocale: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/)
    .optional(),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  shopperStatement: z.string().max(22).optional(),
  lineItems: z
    .array(
      z.object({
        description: z.string().min(1),
        sku: z.string().min(1),
        quantity: z.number().int().positive(),
        amountIncludingTax: z.number().int().positive(),
      }),
    )
    .optional(),
})

const refundSchema = z.looseObject({
  merchantAccount: z.string().min(1),
  amount,
  reference: z.string().min(1).optional(),
})
const captureSchema = refundSchema
const cancelSchema = z.looseObject({ merchantAccount: z.string().min(1), reference: z.string().min(1).optional() })

export type CheckedSession = Conforms<
  z.output<typeof sessionSchema>,
  Pick<
    SessionRequest,
    | 'merchantAccount'
    | 'amount'
    | 'reference'
    | 'returnUrl'
    | 'mode'
    | 'channel'
    | 'captureDelayHours'
    | 'merchantOrderReference'
    | 'shopperEmail'
    | 'shopperLocale'
    | 'countryCode'
    | 'shopperStatement'
    | 'lineItems'
  >
>
export type CheckedRefund = Conforms<
  z.output<typeof refundSchema>,
  Pick<RefundRequest, 'merchantAccount' | 'amount' | 'reference'>
>
export type CheckedCapture = Conforms<
  z.output<typeof captureSchema>,
  Pick<CaptureRequest, 'merchantAccount' | 'amount' | 'reference'>
>
export type CheckedCancel = Conforms<
  z.output<typeof cancelSchema>,
  Pick<CancelRequest, 'merchantAccount' | 'reference'>
>

export type CheckedRequest =
  | { readonly endpoint: 'sessions'; readonly body: CheckedSession }
  | { readonly endpoint: 'refunds'; readonly body: CheckedRefund; readonly paymentPspReference: string }
  | { readonly endpoint: 'captures'; readonly body: CheckedCapture; readonly paymentPspReference: string }
  | { readonly endpoint: 'cancels'; readonly body: CheckedCancel; readonly paymentPspReference: string }
  | { readonly endpoint: 'session-result'; readonly sessionId: string }

/**
 * The request `method path` with `body` as one the adapter may send, or why it is not one: an
 * endpoint it does not call, or a body its request type would not have.
 */
export function checkRequest(
  method: string,
  path: string,
  body: unknown,
): { isOk: true; value: CheckedRequest } | { isOk: false; problem: string } {
  const url = new URL(path, 'http://stand-in')
  const parts = url.pathname.split('/').filter(Boolean)
  if (parts[0] !== 'v72') return { isOk: false, problem: `${method} ${url.pathname}: not Checkout API v72` }
  if (method === 'GET' && parts[1] === 'sessions' && parts[2] && parts.length === 3) {
    if (!url.searchParams.get('sessionResult')) return { isOk: false, problem: 'session result without sessionResult' }
    return { isOk: true, value: { endpoint: 'session-result', sessionId: parts[2] } }
  }
  if (method !== 'POST') return { isOk: false, problem: `${method} ${url.pathname}: not an endpoint the adapter calls` }
  const problem = (error: z.ZodError) => `${url.pathname}: ${z.prettifyError(error).replace(/\n/g, '; ')}`
  if (parts[1] === 'sessions' && parts.length === 2) {
    const parsed = sessionSchema.safeParse(body)
    return parsed.success
      ? { isOk: true, value: { endpoint: 'sessions', body: parsed.data } }
      : { isOk: false, problem: problem(parsed.error) }
  }
  const paymentPspReference = parts[2]
  if (parts[1] !== 'payments' || !paymentPspReference || parts.length !== 4) {
    return { isOk: false, problem: `POST ${url.pathname}: not an endpoint the adapter calls` }
  }
  switch (parts[3]) {
    case 'refunds': {
      const parsed = refundSchema.safeParse(body)
      return parsed.success
        ? { isOk: true, value: { endpoint: 'refunds', body: parsed.data, paymentPspReference } }
        : { isOk: false, problem: problem(parsed.error) }
    }
    case 'captures': {
      const parsed = captureSchema.safeParse(body)
      return parsed.success
        ? { isOk: true, value: { endpoint: 'captures', body: parsed.data, paymentPspReference } }
        : { isOk: false, problem: problem(parsed.error) }
    }
    case 'cancels': {
      const parsed = cancelSchema.safeParse(body)
      return parsed.success
        ? { isOk: true, value: { endpoint: 'cancels', body: parsed.data, paymentPspReference } }
        : { isOk: false, problem: problem(parsed.error) }
    }
    default:
      return { isOk: false, problem: `POST ${url.pathname}: not an endpoint the adapter calls` }
  }
}
