import type { z } from 'zod'

import { paymentErrorStatus, type PaymentError } from '@/domain/payments/payment-errors'
import { pickIdempotencyKey } from '@/domain/payments/idempotency-key'
import type { PaymentResult } from '@/domain/payments/payment-errors'
import { isLocale, type Locale, localeOr } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { requireVisitor } from '@/server/auth/require-visitor'

import { readJsonBody } from '../../_lib/body'
import { errorResponse, errorSummary, okResponse } from '../../_lib/respond'
import { validationFailure } from '../../_lib/validation'

const NO_STORE = { 'cache-control': 'no-store' }

/** `{ success: false, error: { code, message } }` with the payment error's HTTP status. */
export function paymentErrorResponse(error: PaymentError): Response {
  return Response.json(
    { success: false, error: { code: error.code, message: error.message } },
    { status: paymentErrorStatus(error.code), headers: NO_STORE },
  )
}

/**
 * A payment refused by the card testing limits: 429 with `Retry-After` and the message in the
 * visitor's language (the request's `locale`, else the Accept-Language header, else English).
 */
export async function tooManyPaymentAttemptsResponse(error: PaymentError, locale: Locale): Promise<Response> {
  const messages = await loadMessages(locale)
  const retryAfter = Math.max(1, Math.ceil(Number(error.params.retryAfter) || 3600))
  return Response.json(
    { success: false, error: { code: error.code, message: messages.payment.errors.TOO_MANY_ATTEMPTS } },
    { status: 429, headers: { ...NO_STORE, 'retry-after': String(retryAfter) } },
  )
}

function requestLocale(request: Request, given: unknown): Locale {
  if (isLocale(given)) return given
  const preferred = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase())
    .find(isLocale)
  return localeOr(preferred)
}

/** Logs one line without request data (the body holds a card), answers PROVIDER_ERROR-free 500. */
export function unexpectedPaymentError(route: string, error: unknown): Response {
  console.error(`[payments ${route}] ${errorSummary(error)}`)
  return Response.json(
    {
      success: false,
      error: { code: 'PAYMENT_FAILED', message: 'The payment could not be processed. No money was taken.' },
    },
    { status: 500, headers: NO_STORE },
  )
}

/**
 * A card-paying POST: visitor token, JSON body (64 kB at most), zod (the card checked with the
 * spec's rules and messages), idempotency key (header `Idempotency-Key`, else the body's), then
 * `run`. Nothing of the body is ever logged.
 */
export function cardPaymentRoute<Schema extends z.ZodType>(params: {
  name: string
  schema: (now: Date) => Schema
  /** The body field that may carry the idempotency key. */
  bodyKey: (input: z.output<Schema>) => unknown
  /** The body field naming the visitor's language. */
  locale: (input: z.output<Schema>) => unknown
  run: (args: {
    input: z.output<Schema>
    idempotencyKey: string
    now: Date
    request: Request
  }) => Promise<PaymentResult<unknown> | Response>
}): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const visitor = await requireVisitor(request)
      if (!visitor.isOk) return visitor.response
      const body = await readJsonBody(request)
      if (!body.isOk) return errorResponse(body.error)
      const now = new Date()
      const parsed = params.schema(now).safeParse(body.value)
      if (!parsed.success) {
        const failure = validationFailure(parsed.error, body.value)
        return errorResponse(failure.error, failure.fields)
      }
      const idempotencyKey = pickIdempotencyKey(request.headers.get('idempotency-key'), params.bodyKey(parsed.data))
      if (!idempotencyKey) {
        return paymentErrorResponse({
          code: 'IDEMPOTENCY_KEY_REQUIRED',
          message: 'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
          params: {},
        })
      }
      const result = await params.run({ input: parsed.data, idempotencyKey, now, request })
      if (result instanceof Response) return result
      if (!result.isOk && result.error.code === 'TOO_MANY_ATTEMPTS') {
        return tooManyPaymentAttemptsResponse(result.error, requestLocale(request, params.locale(parsed.data)))
      }
      if (!result.isOk) return paymentErrorResponse(result.error)
      return okResponse(result.value)
    } catch (error) {
      return unexpectedPaymentError(params.name, error)
    }
  }
}
