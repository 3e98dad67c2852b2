// A local stand-in of the few Adyen Checkout endpoints the adapter calls (sessions, session
// results, refunds, cancels, captures) and of its hosted payment page, answering as Adyen does.
// Request bodies are checked against the library's published request types; notifications are
// signed with the library's own HMAC code. Tests only: there is no network here.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { hmacValidator, Types } from '@adyen/api-library'

export const ADYEN_TEST_ORIGIN = 'https://checkout-test.adyen.com'

type Body = Record<string, unknown>

export type RecordedCall = {
  readonly method: string
  readonly path: string
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: Body
}

export type StandInSession = {
  readonly id: string
  readonly request: Body
  readonly sessionResult: string
  status: 'active' | 'completed' | 'refused' | 'paymentPending'
  payments: { pspReference: string; resultCode: 'Authorised' | 'Refused' }[]
}

export type NotificationInput = {
  readonly eventCode: string
  readonly success: boolean
  readonly pspReference: string
  readonly originalReference?: string
  readonly merchantReference: string
  readonly amount: { readonly currency: string; readonly value: number }
}

type TypeWithAttributes = { getAttributeTypeMap(): { baseName: string }[] }

/** Each endpoint's request type (the library's models) and the fields that type requires. */
const REQUEST_TYPES: Record<string, { type: TypeWithAttributes; required: string[] }> = {
  sessions: {
    type: Types.checkout.CreateCheckoutSessionRequest,
    required: ['amount', 'merchantAccount', 'reference', 'returnUrl'],
  },
  refunds: { type: Types.checkout.PaymentRefundRequest, required: ['amount', 'merchantAccount'] },
  cancels: { type: Types.checkout.PaymentCancelRequest, required: ['merchantAccount'] },
  captures: { type: Types.checkout.PaymentCaptureRequest, required: ['amount', 'merchantAccount'] },
  amountUpdates: { type: Types.checkout.PaymentAmountUpdateRequest, required: ['amount', 'merchantAccount'] },
}

export type AdyenStandIn = Awaited<ReturnType<typeof startAdyenStandIn>>

/** Starts the stand-in on a free port of 127.0.0.1, answering for `merchantAccount` with `apiKey`. */
export async function startAdyenStandIn(params: { apiKey: string; merchantAccount: string; hmacKey: string }) {
  const calls: RecordedCall[] = []
  const sessions = new Map<string, StandInSession>()
  /** Payments captured or cancelled already (a pre-authorisation is modified once). */
  const modified = new Set<string>()
  /** Idempotency-Key → the first answer, as Adyen answers a retried request. */
  const answered = new Map<string, { status: number; body: Body }>()

  function answer(request: IncomingMessage, body: Body): { status: number; body: Body } {
    if (request.headers['x-api-key'] !== params.apiKey) return { status: 401, body: { errorCode: '000', status: 401 } }
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const parts = url.pathname.split('/').filter(Boolean)
    if (parts[0] !== 'v72') return { status: 404, body: { status: 404 } }
    if (request.method === 'GET' && parts[1] === 'sessions' && parts[2]) {
      const session = sessions.get(parts[2])
      if (!session || url.searchParams.get('sessionResult') !== session.sessionResult) {
        return { status: 422, body: { status: 422, errorCode: '14_0417', message: 'Invalid session result' } }
      }
      return {
        status: 200,
        body: {
          id: session.id,
          reference: session.request.reference,
          status: session.status,
          payments: session.payments,
        },
      }
    }
    const endpoint = parts[1] === 'sessions' ? 'sessions' : parts[3]
    const shape = endpoint ? REQUEST_TYPES[endpoint] : undefined
    if (request.method !== 'POST' || !endpoint || !shape) return { status: 404, body: { status: 404 } }
    const problem = typeProblem(body, shape)
    if (problem) return { status: 422, body: { status: 422, errorCode: '702', message: problem } }
    if (body.merchantAccount !== params.merchantAccount) return { status: 403, body: { status: 403, errorCode: '901' } }
    if (endpoint === 'sessions') {
      const id = `CS${randomId(14)}`
      sessions.set(id, { id, request: body, sessionResult: `res_${randomId(20)}`, status: 'active', payments: [] })
      return {
        status: 201,
        body: { ...body, id, url: `${origin}/checkoutshopper/pay/${id}`, sessionData: `sd_${randomId(10)}` },
      }
    }
    const paymentPspReference = parts[2] ?? ''
    const session = [...sessions.values()].find((entry) =>
      entry.payments.some(
        (payment) => payment.pspReference === paymentPspReference && payment.resultCode === 'Authorised',
      ),
    )
    if (!session)
      return { status: 422, body: { status: 422, errorCode: '167', message: 'Original pspReference required' } }
    // A pre-authorisation (manual capture) is captured once, at most what it holds (the rest is
    // cancelled with a partial capture), or cancelled once; nothing more is done to it after that.
    if (endpoint === 'captures' || endpoint === 'cancels') {
      const authorised = session.request.amount as { value: number }
      const captured = body.amount as { value?: number } | undefined
      if (modified.has(paymentPspReference))
        return { status: 422, body: { status: 422, errorCode: '167', message: 'Payment already modified' } }
      if (endpoint === 'captures' && (captured?.value ?? 0) > authorised.value)
        return { status: 422, body: { status: 422, errorCode: '137', message: 'Invalid amount specified' } }
      modified.add(paymentPspReference)
    }
    // An authorisation is adjusted (or extended, for the same amount) only while nothing of it is captured.
    if (endpoint === 'amountUpdates' && modified.has(paymentPspReference))
      return { status: 422, body: { status: 422, errorCode: '167', message: 'Payment already modified' } }
    return {
      status: 201,
      body: { ...body, paymentPspReference, pspReference: pspReference(), status: 'received' },
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const body = (text && request.method !== 'GET' ? JSON.parse(text) : {}) as Body
      calls.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body })
      const key = request.headers['idempotency-key']
      const earlier = typeof key === 'string' ? answered.get(`${request.url}:${key}`) : undefined
      const result = earlier ?? answer(request, body)
      if (typeof key === 'string' && result.status < 300) answered.set(`${request.url}:${key}`, result)
      response.writeHead(result.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(result.body))
    })
  })
  // The test's fetch (undici) reuses idle connections; a server closing them after its own 5 s
  // races a reuse on a loaded machine, and the call is lost before it arrives. The client closes them.
  server.keepAliveTimeout = 0
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    calls,
    sessions,
    /**
     * The card holder on the hosted page of session `id` (3-D Secure 2 passed or failed there):
     * the payment's psp reference and where Adyen sends the browser back.
     */
    pay(id: string, outcome: 'authorised' | 'refused'): { pspReference: string; returnUrl: string } {
      const session = sessions.get(id)
      if (!session) throw new Error(`no session ${id}`)
      const psp = pspReference()
      session.payments.push({ pspReference: psp, resultCode: outcome === 'authorised' ? 'Authorised' : 'Refused' })
      session.status = outcome === 'authorised' ? 'completed' : 'refused'
      const returnUrl = new URL(String(session.request.returnUrl))
      returnUrl.searchParams.set('sessionId', id)
      returnUrl.searchParams.set('sessionResult', session.sessionResult)
      return { pspReference: psp, returnUrl: returnUrl.toString() }
    },
    /** Whether session `id` was asked as a pre-authorisation to capture by hand (a deposit hold). */
    isPreAuth(id: string): boolean {
      const data = sessions.get(id)?.request.additionalData as Record<string, unknown> | undefined
      return data?.authorisationType === 'PreAuth' && data.manualCapture === 'true'
    },
    /** A webhook body as Adyen posts it, each item signed with `hmacKey` (null: unsigned). */
    notification(items: readonly NotificationInput[], hmacKey: string | null = params.hmacKey): string {
      const validator = new hmacValidator()
      const notificationItems = items.map((item) => {
        const requestItem: Types.notification.NotificationRequestItem = {
          ...item,
          eventCode: eventCodeOf(item.eventCode),
          success: item.success
            ? Types.notification.NotificationRequestItem.SuccessEnum.True
            : Types.notification.NotificationRequestItem.SuccessEnum.False,
          merchantAccountCode: params.merchantAccount,
          eventDate: new Date().toISOString(),
          additionalData: { cardSummary: '1111', cardBin: '411111' },
        }
        if (hmacKey !== null) {
          requestItem.additionalData = {
            ...requestItem.additionalData,
            hmacSignature: validator.calculateHmac(requestItem, hmacKey),
          }
        }
        return { NotificationRequestItem: requestItem }
      })
      return JSON.stringify({ live: 'false', notificationItems })
    },
    /** Sends the adapter's calls to `https://checkout-test.adyen.com` here instead; others pass. */
    fetchThrough(realFetch: typeof fetch): typeof fetch {
      return (input, init) => {
        const url = input instanceof Request ? input.url : input.toString()
        if (!url.startsWith(ADYEN_TEST_ORIGIN)) return realFetch(input, init)
        return realFetch(`${origin}${url.slice(ADYEN_TEST_ORIGIN.length)}`, init)
      }
    },
    close(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** A field the request type does not have, or a required one missing: what Adyen answers 422 for. */
function typeProblem(body: Body, shape: { type: TypeWithAttributes; required: string[] }): string | undefined {
  const known = new Set(shape.type.getAttributeTypeMap().map((attribute) => attribute.baseName))
  const unknown = Object.keys(body).filter((key) => !known.has(key))
  if (unknown.length > 0) return `Unknown fields: ${unknown.join(', ')}`
  const missing = shape.required.filter((key) => body[key] === undefined)
  if (missing.length > 0) return `Required field missing: ${missing.join(', ')}`
  const amount = body.amount as { currency?: unknown; value?: unknown } | undefined
  if (amount && (typeof amount.currency !== 'string' || !Number.isSafeInteger(amount.value))) {
    return 'Amount must be a currency and an integer value in minor units'
  }
  return undefined
}

function eventCodeOf(code: string): Types.notification.NotificationRequestItem.EventCodeEnum {
  const known = Object.values(Types.notification.NotificationRequestItem.EventCodeEnum).find((value) => value === code)
  if (!known) throw new Error(`unknown event code ${code}`)
  return known
}

function pspReference(): string {
  return String(Date.now()).slice(-10) + String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
}

function randomId(length: number): string {
  return randomBytes(length).toString('base64url').slice(0, length)
}
