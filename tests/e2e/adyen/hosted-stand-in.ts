// A stand-in of Adyen for the end-to-end tests, run as its own process beside the app (see
// run-stand-in.ts): the Checkout API calls the adapter makes, the hosted payment page a shopper pays
// on (card form, the issuer's 3-D Secure 2 challenge, back to the shop's return URL), and Adyen's
// standard webhook, each item signed with the library's own HMAC code and delivered when the test
// says (at once, held until released, twice). The API calls are answered by the int tests' stand-in
// (tests/int/adyen-stand-in.ts), which checks each body against the library's attribute maps; here
// each is also parsed into the library's request types (request-types.ts). A control API under
// /_control lets a test plan a session's notifications and read what Adyen would have on record.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import { hmacValidator, Types } from '@adyen/api-library'

import { startAdyenStandIn } from '../../int/adyen-stand-in'
import { challengePage, cardPage, endedPage, type PageSession } from './hosted-page'
import { checkRequest } from './request-types'

type NotificationItem = Types.notification.NotificationRequestItem
const { EventCodeEnum, SuccessEnum } = Types.notification.NotificationRequestItem

/** How the stand-in answers for one session: what its result says and when its notifications go. */
export type SessionPlan = {
  /** AUTHORISATION notifications: at once after the card is authorised or refused, or held until released. */
  readonly payments: 'at-once' | 'held'
  /** REFUND, CAPTURE and CANCELLATION notifications: at once after the call, or held until released. */
  readonly giveBacks: 'at-once' | 'held'
  /** How many times each notification is delivered (2: Adyen delivers it again). */
  readonly deliveries: number
  /** What GET /sessions/{id} answers once paid: completed, or paymentPending (Adyen has not finished). */
  readonly sessionResult: 'final' | 'pending'
}

const DEFAULT_PLAN: SessionPlan = { payments: 'at-once', giveBacks: 'at-once', deliveries: 1, sessionResult: 'final' }

type Money = { readonly currency: string; readonly value: number }

export type StandInPayment = {
  readonly pspReference: string
  readonly resultCode: 'Authorised' | 'Refused'
  readonly refusalReason?: string
  readonly amount: Money
  readonly cardBin: string
  readonly cardSummary: string
  readonly threeDS: 'challenged' | 'frictionless'
}

export type StandInModification = {
  readonly kind: 'refund' | 'capture' | 'cancel'
  readonly pspReference: string
  readonly paymentPspReference: string
  readonly reference: string
  readonly amount: Money
}

export type StandInDelivery = { readonly status: number; readonly text: string }

export type StandInNotification = {
  readonly eventCode: string
  readonly pspReference: string
  readonly originalReference?: string
  readonly success: boolean
  readonly amount: Money
  /** Each delivery of it to the app and what the app answered; empty while held. */
  readonly deliveries: StandInDelivery[]
}

/** What Adyen has on record for a session, as GET /_control/sessions/{id} answers it. */
export type StandInRecord = {
  readonly id: string
  readonly reference: string
  readonly orderReference: string | undefined
  readonly shopperEmail: string | undefined
  readonly amount: Money
  plan: SessionPlan
  readonly payments: StandInPayment[]
  readonly modifications: StandInModification[]
  readonly notifications: StandInNotification[]
}

type Queued = { readonly notification: StandInNotification; readonly item: NotificationItem }
type Challenge = { readonly sessionId: string; readonly card: CardTyped }
type CardTyped = { readonly bin: string; readonly last4: string; readonly holderName: string }

/** Cards whose issuer asks for a 3-D Secure 2 challenge (Adyen's 3DS2 test cards); the code is "password". */
const CHALLENGE_CARDS = new Set(['4917610000000000', '5454545454545454'])
const CHALLENGE_CODE = 'password'
/** The holder name Adyen's test platform refuses a card for ("Refused"). */
const REFUSING_HOLDER = 'DECLINED'
/** Refused payments after which a session is refused for good (the shopper is sent back). */
const MAX_REFUSALS = 3

export type HostedStandInOptions = {
  readonly port: number
  readonly apiKey: string
  readonly merchantAccount: string
  readonly hmacKey: string
  /** The app's origin: notifications go to its /api/payments/callback/adyen. */
  readonly appOrigin: string
  readonly notificationAuth: { readonly username: string; readonly password: string }
}

export async function startHostedStandIn(options: HostedStandInOptions) {
  const api = await startAdyenStandIn({
    apiKey: options.apiKey,
    merchantAccount: options.merchantAccount,
    hmacKey: options.hmacKey,
  })
  const origin = `http://127.0.0.1:${options.port}`
  const records = new Map<string, StandInRecord>()
  const queues = new Map<string, Queued[]>()
  const challenges = new Map<string, Challenge>()
  /** Requests that were not ones the adapter may send, or that Adyen would refuse: a test fails on any. */
  const problems: string[] = []
  const validator = new hmacValidator()

  function recordOf(id: string): StandInRecord | undefined {
    return records.get(id)
  }

  function recordOfPayment(pspReference: string): StandInRecord | undefined {
    return [...records.values()].find((record) =>
      record.payments.some((payment) => payment.pspReference === pspReference),
    )
  }

  /** A notification item as Adyen posts it, signed with `key` (null: unsigned). */
  function signedItem(
    fields: Omit<NotificationItem, 'eventDate' | 'merchantAccountCode' | 'success'> & { success: boolean },
    key: string | null = options.hmacKey,
  ): NotificationItem {
    const item: NotificationItem = {
      ...fields,
      success: fields.success ? SuccessEnum.True : SuccessEnum.False,
      merchantAccountCode: options.merchantAccount,
      eventDate: new Date().toISOString(),
    }
    if (key === null) return item
    return { ...item, additionalData: { ...item.additionalData, hmacSignature: validator.calculateHmac(item, key) } }
  }

  async function post(item: NotificationItem, auth = options.notificationAuth): Promise<StandInDelivery> {
    const basic = Buffer.from(`${auth.username}:${auth.password}`).toString('base64')
    try {
      const response = await fetch(`${options.appOrigin}/api/payments/callback/adyen`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${basic}` },
        body: JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] }),
        signal: AbortSignal.timeout(30_000),
      })
      return { status: response.status, text: await response.text() }
    } catch (error) {
      return { status: 0, text: error instanceof Error ? error.message : String(error) }
    }
  }

  /** Delivers a notification as often as the plan says; one not answered [accepted] is retried, as Adyen does. */
  async function deliver(record: StandInRecord, queued: Queued): Promise<void> {
    for (let delivery = 0; delivery < record.plan.deliveries; delivery++) {
      for (let attempt = 0; attempt < 4; attempt++) {
        const answer = await post(queued.item)
        queued.notification.deliveries.push(answer)
        if (answer.status === 200 && answer.text === '[accepted]') break
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt))
      }
    }
  }

  /** Deliveries run one after another, in the order Adyen made the events. */
  let deliveries = Promise.resolve()
  function send(record: StandInRecord, queued: Queued): Promise<void> {
    deliveries = deliveries.then(() => deliver(record, queued))
    return deliveries
  }

  function notify(record: StandInRecord, kind: 'payments' | 'giveBacks', item: NotificationItem): void {
    const notification: StandInNotification = {
      eventCode: item.eventCode,
      pspReference: item.pspReference,
      ...(item.originalReference !== undefined && { originalReference: item.originalReference }),
      success: item.success === SuccessEnum.True,
      amount: { currency: item.amount.currency ?? '', value: item.amount.value ?? 0 },
      deliveries: [],
    }
    record.notifications.push(notification)
    const queued = { notification, item }
    if (record.plan[kind] === 'held') {
      queues.set(record.id, [...(queues.get(record.id) ?? []), queued])
      return
    }
    void send(record, queued)
  }

  async function release(record: StandInRecord): Promise<void> {
    const held = queues.get(record.id) ?? []
    queues.delete(record.id)
    for (const queued of held) await send(record, queued)
  }

  /** The shopper's card on the hosted page is authorised or refused: recorded, notified, and where the browser goes. */
  function settle(
    record: StandInRecord,
    card: CardTyped,
    threeDS: StandInPayment['threeDS'],
    refusal?: string,
  ): string {
    const session = api.sessions.get(record.id)
    if (!session) throw new Error(`no session ${record.id}`)
    const paid = api.pay(record.id, refusal ? 'refused' : 'authorised')
    record.payments.push({
      pspReference: paid.pspReference,
      resultCode: refusal ? 'Refused' : 'Authorised',
      ...(refusal && { refusalReason: refusal }),
      amount: record.amount,
      cardBin: card.bin,
      cardSummary: card.last4,
      threeDS,
    })
    notify(
      record,
      'payments',
      signedItem({
        eventCode: EventCodeEnum.Authorisation,
        success: !refusal,
        pspReference: paid.pspReference,
        merchantReference: record.reference,
        amount: record.amount,
        paymentMethod: card.bin.startsWith('5') ? 'mc' : 'visa',
        ...(refusal && { reason: refusal }),
        additionalData: { cardBin: card.bin, cardSummary: card.last4 },
      }),
    )
    if (!refusal) {
      session.status = record.plan.sessionResult === 'final' ? 'completed' : 'paymentPending'
      return paid.returnUrl
    }
    const refusals = record.payments.filter((payment) => payment.resultCode === 'Refused').length
    // One refusal leaves the session open for another card; too many refuse the session and send the shopper back.
    if (refusals >= MAX_REFUSALS) {
      session.status = 'refused'
      return paid.returnUrl
    }
    session.status = 'active'
    return `/checkoutshopper/pay/${encodeURIComponent(record.id)}?refused=1`
  }

  function pageSession(record: StandInRecord): PageSession {
    const session = api.sessions.get(record.id)
    return {
      id: record.id,
      merchantAccount: options.merchantAccount,
      amount: record.amount,
      reference: record.orderReference ?? record.reference,
      shopperLocale: typeof session?.request.shopperLocale === 'string' ? session.request.shopperLocale : undefined,
    }
  }

  function isOpen(id: string): boolean {
    const session = api.sessions.get(id)
    return session !== undefined && session.status === 'active'
  }

  /** POST of the card form: a 3-D Secure card goes to its challenge, any other is decided at once. */
  function payWithCard(record: StandInRecord, form: URLSearchParams): string {
    const number = (form.get('number') ?? '').replace(/\D/g, '')
    const holderName = (form.get('holderName') ?? '').trim()
    if (!isLuhnValid(number)) return `/checkoutshopper/pay/${encodeURIComponent(record.id)}?invalid=1`
    const card = { bin: number.slice(0, 6), last4: number.slice(-4), holderName }
    if (CHALLENGE_CARDS.has(number)) {
      const challengeId = randomBytes(9).toString('base64url')
      challenges.set(challengeId, { sessionId: record.id, card })
      return `/checkoutshopper/challenge/${challengeId}`
    }
    return settle(record, card, 'frictionless', holderName.toUpperCase() === REFUSING_HOLDER ? 'Refused' : undefined)
  }

  async function forwardToApi(request: IncomingMessage, text: string): Promise<{ status: number; body: string }> {
    const path = request.url ?? '/'
    const method = request.method ?? 'GET'
    const body = text ? safeJson(text) : undefined
    const checked = checkRequest(method, path, body)
    if (!checked.isOk) {
      problems.push(checked.problem)
      return { status: 422, body: JSON.stringify({ status: 422, errorCode: '702', message: checked.problem }) }
    }
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    for (const name of ['x-api-key', 'idempotency-key']) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const answer = await fetch(`${api.origin}${path}`, {
      method,
      headers,
      ...(method === 'GET' ? {} : { body: text }),
    })
    const answerText = await answer.text()
    if (!answer.ok) {
      problems.push(`${method} ${new URL(path, origin).pathname} answered ${answer.status}: ${answerText}`)
      return { status: answer.status, body: answerText }
    }
    const answered = JSON.parse(answerText) as Record<string, unknown>
    const value = checked.value
    switch (value.endpoint) {
      case 'sessions': {
        const id = String(answered.id)
        if (!records.has(id)) {
          records.set(id, {
            id,
            reference: value.body.reference,
            orderReference: value.body.merchantOrderReference,
            shopperEmail: value.body.shopperEmail,
            amount: value.body.amount,
            plan: DEFAULT_PLAN,
            payments: [],
            modifications: [],
            notifications: [],
          })
        }
        return {
          status: answer.status,
          body: JSON.stringify({ ...answered, url: `${origin}/checkoutshopper/pay/${id}` }),
        }
      }
      case 'session-result':
        return { status: answer.status, body: answerText }
      case 'refunds':
      case 'captures':
      case 'cancels': {
        const record = recordOfPayment(value.paymentPspReference)
        const pspReference = String(answered.pspReference)
        // A retried call (same Idempotency-Key) is answered as before and does nothing more.
        if (!record || record.modifications.some((entry) => entry.pspReference === pspReference)) {
          return { status: answer.status, body: answerText }
        }
        const payment = record.payments.find((entry) => entry.pspReference === value.paymentPspReference)
        const amount = value.endpoint === 'cancels' ? (payment?.amount ?? record.amount) : value.body.amount
        const kind = value.endpoint === 'refunds' ? 'refund' : value.endpoint === 'captures' ? 'capture' : 'cancel'
        const reference = value.body.reference ?? ''
        record.modifications.push({
          kind,
          pspReference,
          paymentPspReference: value.paymentPspReference,
          reference,
          amount,
        })
        const eventCode =
          kind === 'refund'
            ? EventCodeEnum.Refund
            : kind === 'capture'
              ? EventCodeEnum.Capture
              : EventCodeEnum.Cancellation
        notify(
          record,
          'giveBacks',
          signedItem({
            eventCode,
            success: true,
            pspReference,
            originalReference: value.paymentPspReference,
            merchantReference: reference,
            amount,
          }),
        )
        return { status: answer.status, body: answerText }
      }
    }
  }

  async function control(method: string, url: URL, text: string): Promise<{ status: number; body: unknown }> {
    const parts = url.pathname.split('/').filter(Boolean).slice(1)
    if (parts[0] === 'health') return { status: 200, body: { ok: true } }
    if (parts[0] === 'problems') return { status: 200, body: problems }
    if (parts[0] !== 'sessions') return { status: 404, body: { error: 'unknown control path' } }
    if (!parts[1]) {
      const order = url.searchParams.get('order')
      const found = [...records.values()].filter((record) => !order || record.orderReference === order)
      return { status: 200, body: found }
    }
    const record = recordOf(parts[1])
    if (!record) return { status: 404, body: { error: `no session ${parts[1]}` } }
    if (method === 'GET' && !parts[2]) return { status: 200, body: record }
    if (method !== 'POST') return { status: 405, body: { error: 'POST' } }
    const body = (text ? safeJson(text) : {}) as Partial<SessionPlan> & { signature?: string }
    switch (parts[2]) {
      case 'plan':
        record.plan = { ...record.plan, ...pickPlan(body) }
        return { status: 200, body: record }
      case 'release':
        await release(record)
        return { status: 200, body: record }
      case 'forge': {
        // A notification that is not Adyen's: signed with another key, not signed, or without the basic authentication.
        const item = signedItem(
          {
            eventCode: EventCodeEnum.Authorisation,
            success: true,
            pspReference: pspReferenceFor('forged'),
            merchantReference: record.reference,
            amount: record.amount,
          },
          body.signature === 'none' ? null : body.signature === 'wrong-key' ? 'AB'.repeat(32) : options.hmacKey,
        )
        const auth =
          body.signature === 'no-auth'
            ? { username: 'someone', password: 'not-the-password' }
            : options.notificationAuth
        return { status: 200, body: await post(item, auth) }
      }
      default:
        return { status: 404, body: { error: 'unknown control path' } }
    }
  }

  async function hostedPage(
    method: string,
    url: URL,
    text: string,
  ): Promise<{ status: number; html?: string; location?: string }> {
    const [, kind, id = ''] = url.pathname.split('/').filter(Boolean)
    if (kind === 'challenge') {
      const challenge = challenges.get(id)
      const record = challenge ? recordOf(challenge.sessionId) : undefined
      if (!challenge || !record || !isOpen(record.id))
        return { status: 410, html: endedPage('This payment has ended.') }
      if (method === 'GET') return { status: 200, html: challengePage(pageSession(record), id, challenge.card.last4) }
      challenges.delete(id)
      const code = new URLSearchParams(text).get('code') ?? ''
      const refusal = code === CHALLENGE_CODE ? undefined : '3D Not Authenticated'
      return { status: 303, location: settle(record, challenge.card, 'challenged', refusal) }
    }
    const record = recordOf(id)
    if (kind !== 'pay' || !record) return { status: 404, html: endedPage('No such payment session.') }
    if (!isOpen(id)) return { status: 410, html: endedPage('This payment session has ended.') }
    if (method === 'POST') return { status: 303, location: payWithCard(record, new URLSearchParams(text)) }
    const refusal = url.searchParams.get('refused')
      ? 'The payment was refused. Try again with another card.'
      : url.searchParams.get('invalid')
        ? 'The card number is not valid.'
        : undefined
    return { status: 200, html: cardPage(pageSession(record), refusal) }
  }

  async function handle(request: IncomingMessage, response: ServerResponse, text: string): Promise<void> {
    const url = new URL(request.url ?? '/', origin)
    const method = request.method ?? 'GET'
    if (url.pathname.startsWith('/v72/')) {
      const answer = await forwardToApi(request, text)
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(answer.body)
      return
    }
    if (url.pathname.startsWith('/_control/')) {
      const answer = await control(method, url, text)
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body))
      return
    }
    if (url.pathname.startsWith('/checkoutshopper/')) {
      const answer = await hostedPage(method, url, text)
      if (answer.location) {
        response.writeHead(303, { location: answer.location })
        response.end()
        return
      }
      response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      response.end(answer.html)
      return
    }
    // The browser asks for the page's icon; it has none.
    response.writeHead(url.pathname === '/favicon.ico' ? 204 : 404, { 'content-type': 'text/plain' })
    response.end()
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      handle(request, response, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        console.error('[adyen stand-in]', error)
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
        response.end('stand-in error')
      })
    })
  })
  // The app's fetch (undici) reuses idle connections; a server closing them after its own 5 s
  // races a reuse on a loaded machine, and the call is lost before it arrives. The client closes them.
  server.keepAliveTimeout = 0
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve))

  return {
    origin,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await api.close()
    },
  }
}

function pickPlan(body: Partial<SessionPlan>): Partial<SessionPlan> {
  return {
    ...(body.payments === 'at-once' || body.payments === 'held' ? { payments: body.payments } : {}),
    ...(body.giveBacks === 'at-once' || body.giveBacks === 'held' ? { giveBacks: body.giveBacks } : {}),
    ...(Number.isInteger(body.deliveries) && Number(body.deliveries) >= 1
      ? { deliveries: Number(body.deliveries) }
      : {}),
    ...(body.sessionResult === 'final' || body.sessionResult === 'pending'
      ? { sessionResult: body.sessionResult }
      : {}),
  }
}

function isLuhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

function pspReferenceFor(kind: string): string {
  return `${kind === 'forged' ? '99' : '88'}${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
