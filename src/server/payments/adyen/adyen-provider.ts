import 'server-only'

import { timingSafeEqual } from 'node:crypto'

import {
  CheckoutAPI,
  Client,
  Config,
  EnvironmentEnum,
  HttpClientException,
  hmacValidator,
  Types,
} from '@adyen/api-library'
import { z } from 'zod'

import { isDepositReference } from '@/domain/bookings/deposit-hold'
import { failWith, type Result } from '@/domain/errors/result'
import type { AdyenSettings } from '@/env'
import { PAYING_MINUTES } from '@/server/bookings/commands/keep-car-while-paying'

import { findAttemptByReference } from '../attempt-store'
import type {
  GiveBackInput,
  LookupAnswer,
  PaymentProvider,
  ProviderDeps,
  ProviderEvent,
  ReturnedPayment,
} from '../provider'
import { billingOf } from './adyen-address'
import { toAdyenAmount } from './adyen-amount'
import { adyenEvent } from './adyen-events'
import { adyenHolds } from './adyen-holds'
import { adyenTransport } from './adyen-transport'

type NotificationRequestItem = Types.notification.NotificationRequestItem
const { EventCodeEnum, SuccessEnum } = Types.notification.NotificationRequestItem
const { ModeEnum, ChannelEnum } = Types.checkout.CreateCheckoutSessionRequest
const { StatusEnum } = Types.checkout.SessionResultResponse

export const ADYEN_NAME = 'adyen'

/** Each call to Adyen gives up after this long (ADR 017); its outcome is then settled by asking. */
const CALL_DEADLINE_MS = 15_000

/**
 * The hosted page's session ends a minute before the car stops being kept for the payment
 * (PAYING_MINUTES): an attempt closed then can take no money.
 */
const SESSION_MINUTES = PAYING_MINUTES - 1

/** Our languages as the hosted page's locales (language and country, as Adyen names them). */
const SHOPPER_LOCALES: Readonly<Record<string, string>> = {
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  is: 'is-IS',
  it: 'it-IT',
}

export type AdyenDeps = ProviderDeps & { readonly settings: AdyenSettings }

const itemSchema = z.object({
  NotificationRequestItem: z.object({
    eventCode: z.string(),
    success: z.string(),
    pspReference: z.string().min(1),
    originalReference: z.string().optional(),
    merchantAccountCode: z.string(),
    merchantReference: z.string(),
    eventDate: z.string(),
    amount: z.object({ currency: z.string(), value: z.number().int().optional() }),
    reason: z.string().optional(),
    paymentMethod: z.string().optional(),
    additionalData: z.record(z.string(), z.string()).optional(),
  }),
})

const notificationSchema = z.object({ live: z.string(), notificationItems: z.array(itemSchema).min(1).max(100) })

/**
 * The Adyen adapter (Checkout API, hosted payment page). A payment is a Checkout session: the
 * browser goes to Adyen's page, where the card (or a wallet the merchant account enables) is
 * entered and 3-D Secure 2 happens, so card data never touches our pages. Adyen's notifications
 * (HMAC-signed per item) are the source of truth; the return only asks Adyen for the session's
 * result. Refunds and releases are asked of Adyen and recorded when its notification confirms
 * them. Our payment form sends no card with Adyen on; one sent anyway is never passed on.
 */
export function createAdyenProvider(deps: AdyenDeps): PaymentProvider {
  const { settings } = deps
  const config = new Config({
    apiKey: settings.apiKey,
    environment: settings.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
    ...(settings.liveUrlPrefix && { liveEndpointUrlPrefix: settings.liveUrlPrefix }),
    connectionTimeoutMillis: CALL_DEADLINE_MS,
    applicationName: 'vegur',
  })
  const checkout = new CheckoutAPI(new Client(config, adyenTransport(CALL_DEADLINE_MS, settings.standInOrigin)))
  const validator = new hmacValidator()
  const merchantAccount = settings.merchantAccount

  return {
    name: ADYEN_NAME,
    isCardOnProviderPage: true,
    ...adyenHolds({
      checkout,
      merchantAccount,
      sessionMinutes: SESSION_MINUTES,
      shopperLocale: (locale) => SHOPPER_LOCALES[locale] ?? 'en-GB',
      refusalOf,
    }),

    async createPayment(input) {
      const returnUrl = new URL(input.returnUrl)
      returnUrl.searchParams.set('reference', input.reference)
      const amount = toAdyenAmount(input.amount)
      const { order } = input
      const session = await refusalOf(() =>
        checkout.PaymentsApi.sessions(
          {
            merchantAccount,
            amount,
            reference: input.reference,
            returnUrl: returnUrl.toString(),
            mode: ModeEnum.Hosted,
            channel: ChannelEnum.Web,
            // Captured at once: the rental is paid, not held (the deposit is, ADR 018).
            captureDelayHours: 0,
            expiresAt: new Date(input.now.getTime() + SESSION_MINUTES * 60_000),
            shopperStatement: input.description.slice(0, 22),
            ...(order && {
              merchantOrderReference: order.externalId,
              shopperLocale: SHOPPER_LOCALES[order.locale] ?? 'en-GB',
              countryCode: order.billingAddress?.country ?? 'IS',
              lineItems: [
                { description: order.line.title, sku: order.line.sku, quantity: 1, amountIncludingTax: amount.value },
              ],
              ...(order.email && { shopperEmail: order.email }),
              ...billingOf(order.billingAddress),
            }),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      )
      if (!session.isOk) return session
      if (!session.value.url) return failWith('PAYMENT_FAILED')
      return {
        isOk: true,
        value: { kind: 'redirect', transactionId: session.value.id, maskedPan: '****', url: session.value.url },
      }
    },

    handleReturn(query) {
      const reference = query.get('reference') ?? ''
      const sessionId = query.get('sessionId') ?? ''
      const sessionResult = query.get('sessionResult') ?? undefined
      if (!/^pay_[A-Za-z0-9_-]{10,40}$/.test(reference) && !isDepositReference(reference)) {
        return failWith('PAYMENT_NOT_FOUND')
      }
      return { isOk: true, value: { reference, transactionId: sessionId, resultToken: sessionResult } }
    },

    parseCallback(request) {
      if (settings.notificationAuth && !hasBasicAuth(request.headers, settings.notificationAuth)) {
        return failWith('INVALID_SIGNATURE')
      }
      const parsed = notificationSchema.safeParse(safeJson(request.body))
      if (!parsed.success) return failWith('INVALID_CALLBACK')
      const events: ProviderEvent[] = []
      for (const { NotificationRequestItem: raw } of parsed.data.notificationItems) {
        const item = typedItem(raw)
        // An event code this library does not know is nothing we act on: acknowledged, not taken.
        if (!item) continue
        if (!isSigned(validator, item, settings.hmacKey)) return failWith('INVALID_SIGNATURE')
        events.push(
          item.merchantAccountCode === merchantAccount
            ? adyenEvent(raw)
            : { kind: 'noted', eventId: `${raw.eventCode}:${raw.pspReference}` },
        )
      }
      return { isOk: true, value: events }
    },

    async lookup(reference, returned) {
      if (returned?.resultToken && returned.transactionId) {
        const result = await sessionResult(checkout, reference, returned)
        if (result) return { isOk: true, value: result }
      }
      const attempt = await findAttemptByReference(deps.payload, reference)
      const sessionId = attempt?.transactionId
      if (!attempt || attempt.status !== 'challenge' || !sessionId) return { isOk: true, value: { kind: 'unknown' } }
      // Only Adyen's notification says how a session ended; until it expires it may still take the card.
      const endsAt = new Date(attempt.createdAt).getTime() + PAYING_MINUTES * 60_000
      if (Date.now() < endsAt) return { isOk: true, value: { kind: 'open', transactionId: sessionId } }
      return { isOk: true, value: { kind: 'unknown' } }
    },

    async refund(input) {
      const asked = await refusalOf(
        () =>
          checkout.ModificationsApi.refundCapturedPayment(
            input.transactionId,
            { merchantAccount, amount: toAdyenAmount(input.amount), reference: input.idempotencyKey },
            { idempotencyKey: input.idempotencyKey },
          ),
        'PAYMENT_NOT_FOUND',
      )
      if (!asked.isOk) return asked
      return {
        isOk: true,
        value: { refundId: asked.value.pspReference, isConfirmed: false, refundedAmount: input.amount },
      }
    },

    async release(input) {
      if (!(await isWholeHold(deps, input))) return failWith('AMOUNT_TOO_HIGH', { balance: 0 })
      const asked = await refusalOf(
        () =>
          checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(
            input.transactionId,
            { merchantAccount, reference: input.idempotencyKey },
            { idempotencyKey: input.idempotencyKey },
          ),
        'PAYMENT_NOT_FOUND',
      )
      if (!asked.isOk) return asked
      return { isOk: true, value: { refundId: asked.value.pspReference, isConfirmed: false } }
    },

    voidPayment() {
      // A hosted session cannot be ended early; it ends by itself (SESSION_MINUTES). Money it takes
      // on an attempt we closed is recorded and given back (ADR 014).
      return Promise.resolve({ isOk: true, value: { kind: 'voided' } })
    },
  }
}

/**
 * The session's result, asked of Adyen with what it gave the browser: an authorised payment is
 * final; a session still under way is open; anything else waits for the notification (a refused
 * card may be tried again on Adyen's page, so a refusal is only final when Adyen notifies it).
 */
async function sessionResult(
  checkout: CheckoutAPI,
  reference: string,
  returned: ReturnedPayment,
): Promise<LookupAnswer | undefined> {
  const result = await checkout.PaymentsApi.getResultOfPaymentSession(
    returned.transactionId,
    returned.resultToken ?? '',
  )
  if (result.reference !== undefined && result.reference !== reference) return undefined
  const paid = (result.payments ?? []).find((payment) => payment.resultCode === 'Authorised' && payment.pspReference)
  if (result.status === StatusEnum.Completed && paid?.pspReference) {
    return {
      kind: 'final',
      transaction: { transactionId: paid.pspReference, bankCode: '000', transactionStatus: 'A', maskedPan: '****' },
    }
  }
  if (result.status === StatusEnum.Canceled || result.status === StatusEnum.Expired) return undefined
  return { kind: 'open', transactionId: returned.transactionId }
}

/** Adyen cancels a whole authorisation: a release is asked only for all of what the payment holds. */
async function isWholeHold(deps: AdyenDeps, input: GiveBackInput): Promise<boolean> {
  const { docs } = await deps.payload.find({
    collection: 'payment-attempts',
    where: { transactionId: { equals: input.transactionId } },
    limit: 1,
    pagination: false,
    depth: 0,
  })
  return docs[0]?.amount === input.amount.amount
}

/**
 * Adyen's answer, or its refusal as an error value: a 4xx answer (the request refused: nothing was
 * done) is `refused`; no answer, or a 5xx, throws, as the port asks (the outcome is not known).
 */
async function refusalOf<T>(
  call: () => Promise<T>,
  refused: 'PAYMENT_FAILED' | 'PAYMENT_NOT_FOUND' = 'PAYMENT_FAILED',
): Promise<Result<T>> {
  try {
    return { isOk: true, value: await call() }
  } catch (error) {
    if (error instanceof HttpClientException && error.statusCode >= 400 && error.statusCode < 500) {
      return failWith(refused)
    }
    throw error
  }
}

/** The item in the library's own type, when its event code and success flag are ones it knows. */
function typedItem(raw: z.infer<typeof itemSchema>['NotificationRequestItem']): NotificationRequestItem | undefined {
  const eventCode = Object.values(EventCodeEnum).find((code) => code === raw.eventCode)
  const success = Object.values(SuccessEnum).find((value) => value === raw.success)
  if (!eventCode || !success) return undefined
  const { originalReference, reason, paymentMethod, additionalData, ...rest } = raw
  return {
    ...rest,
    eventCode,
    success,
    ...(originalReference !== undefined && { originalReference }),
    ...(reason !== undefined && { reason }),
    ...(paymentMethod !== undefined && { paymentMethod }),
    ...(additionalData !== undefined && { additionalData }),
  }
}

/** The item's HMAC signature (additionalData.hmacSignature) checked by the library; missing is not signed. */
function isSigned(validator: hmacValidator, item: NotificationRequestItem, key: string): boolean {
  try {
    return validator.validateHMAC(item, key)
  } catch {
    return false
  }
}

/** The webhook's basic authentication, compared in constant time. */
function hasBasicAuth(headers: Headers, expected: { username: string; password: string }): boolean {
  const header = headers.get('authorization') ?? ''
  if (!header.startsWith('Basic ')) return false
  const given = Buffer.from(Buffer.from(header.slice(6), 'base64').toString('utf8'))
  const wanted = Buffer.from(`${expected.username}:${expected.password}`)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
