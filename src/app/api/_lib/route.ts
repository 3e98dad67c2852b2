import type { z } from 'zod'

import { withinRequestTime } from '@/server/async/request-deadline'
import { domainError, type DomainError, type ErrorCode } from '@/domain/errors/errors'
import type { Result } from '@/domain/errors/result'
import { pickIdempotencyKey } from '@/domain/payments/idempotency-key'
import type { PartnerScope } from '@/domain/partners/partner-keys'
import { isLocale, localeOr, type Locale } from '@/i18n/locales'
import { requireVisitor } from '@/server/auth/require-visitor'
import { authenticatePartner, hasApiKey, type PartnerCaller } from '@/server/partners/authenticate'
import { errorResponse, failureResponse, inLanguage, okResponse, type FieldFailure } from '@/server/http/api-response'

import { readJsonBody } from './body'
import { deskStaffOf, type StaffCaller } from './staff-caller'
import { validationFailure } from './validation'

/** What a route answers on success: `{ success: true, data, ...extra }`. */
export type Answer = { readonly data: unknown; readonly extra?: Record<string, unknown> }

/** A refusal before the route runs: the error and, for bad input, every field that failed. */
export type Refusal = { readonly error: DomainError; readonly fields?: readonly FieldFailure[] }

/** An error value or an answer; a Response is sent as it is (a file, a redirect, an HTML page). */
export type Outcome = Result<Answer, DomainError | Refusal> | Response

/**
 * Who is asking: the visitor token's session (or `partner:<id>` for a partner key, `staff:<id>`
 * for signed-in staff), the partner or staff member when it is one, and the request headers (for
 * the client address).
 */
export type Caller = {
  readonly sessionId: string
  readonly headers: Headers
  readonly url: URL
  readonly partner?: PartnerCaller | undefined
  readonly staff?: StaffCaller | undefined
}

/** Next's second argument; a catch-all segment (`[...link]`) is a list, and is read from the URL instead. */
type NextContext = { params: Promise<Record<string, string | string[] | undefined>> }

/**
 * The one pipeline of every API handler: the caller, then `run`. The caller is a partner when the
 * request carries `X-Api-Key` (checked for the route's `scope`: 401 unknown or revoked, 403 out of
 * scope or on a route without one, 429 over the key's limit), else the visitor token (unless the
 * route is public: a signed callback, the provider's return, the auth endpoints); on a route for
 * `staffOrPartner` only, signed-in desk staff instead of visitors. Then `run`. An error value is answered
 * with the catalogue's status and message in the visitor's language (the route's, else the body's
 * `locale`, else Accept-Language);
 * anything thrown is logged in one line without request data and answered with `fallback`, the
 * route's default error of SPEC §8, or 503 SERVICE_UNAVAILABLE when the database could not answer.
 */
export function apiRoute(params: {
  name: string
  fallback: ErrorCode
  isPublic?: boolean
  /** The partner key scope the route needs; without one, a request with a key is refused (403). */
  scope?: PartnerScope
  /** Staff (desk roles, the admin's session) or a partner key with `scope`; never a visitor token. */
  staffOrPartner?: boolean
  run: (args: {
    request: Request
    now: Date
    /** The route's path parameters (`[provider]`, `[order]`). */
    path: Readonly<Record<string, string>>
    /** Undefined on public routes. */
    caller: Caller | undefined
  }) => Promise<{ outcome: Outcome; locale?: Locale | undefined } | Outcome>
}): (request: Request, context?: NextContext) => Promise<Response> {
  return (request, context) => withinRequestTime(() => handle(request, context))

  async function handle(request: Request, context?: NextContext): Promise<Response> {
    try {
      let caller: Caller | undefined
      if (!params.isPublic) {
        const found = await callerOf(request, params)
        if (found instanceof Response) return found
        if ('error' in found)
          return await answer({ isOk: false, error: found.error }, requestLocale(request, askedLocale(request)))
        caller = found
      }
      const segments = (await context?.params) ?? {}
      const path = Object.fromEntries(
        Object.entries(segments).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
      )
      const ran = await params.run({ request, now: new Date(), path, caller })
      const { outcome, locale } = 'outcome' in ran ? ran : { outcome: ran, locale: undefined }
      return await answer(outcome, locale ?? requestLocale(request, undefined))
    } catch (error) {
      return failureResponse({
        route: params.name,
        error,
        fallback: params.fallback,
        locale: requestLocale(request, undefined),
      })
    }
  }
}

/** The partner, the staff member or the visitor asking; a refusal as an error or a Response. */
async function callerOf(
  request: Request,
  route: { scope?: PartnerScope | undefined; staffOrPartner?: boolean | undefined },
): Promise<Caller | Response | { readonly error: DomainError }> {
  const url = new URL(request.url)
  if (hasApiKey(request)) {
    const partner = await authenticatePartner(request, route.scope)
    if (!partner.isOk) return { error: partner.error }
    return { sessionId: `partner:${partner.value.id}`, headers: request.headers, url, partner: partner.value }
  }
  if (route.staffOrPartner) {
    const staff = await deskStaffOf(request)
    if (!staff) return { error: domainError('STAFF_OR_PARTNER_ONLY', { scope: route.scope ?? 'none' }) }
    return { sessionId: `staff:${staff.id}`, headers: request.headers, url, staff }
  }
  const visitor = await requireVisitor(request)
  if (!visitor.isOk) return visitor.response
  return { sessionId: visitor.sessionId, headers: request.headers, url }
}

async function answer(outcome: Outcome, locale: Locale): Promise<Response> {
  if (outcome instanceof Response) return outcome
  if (outcome.isOk) return okResponse(outcome.value.data, outcome.value.extra)
  const refusal = 'error' in outcome.error ? outcome.error : { error: outcome.error }
  return errorResponse(await inLanguage(refusal.error, locale), refusal.fields)
}

/**
 * A POST handler of the booking and payment API on `apiRoute`: visitor token, body (64 kB at most,
 * JSON), the precheck, zod, for a payment the idempotency key (header `Idempotency-Key`, else the
 * body's), then `run`. Nothing of the body is ever logged.
 */
export function postRoute<Schema extends z.ZodType>(params: {
  name: string
  fallback: ErrorCode
  /** The partner key scope the route needs (see apiRoute). */
  scope?: PartnerScope
  staffOrPartner?: boolean
  /** The body schema; some rules (licence expiry, card expiry) depend on the clock. */
  schema: (now: Date, body: unknown) => Schema
  /** Checked before the schema, for errors the spec words on their own (e.g. no temporary booking). */
  precheck?: (body: unknown) => Result<true>
  /** A payment: the body field that may carry the idempotency key; the key is then required. */
  idempotencyKey?: (input: z.output<Schema>) => unknown
  /**
   * The visitor's language as the request names it (the parsed input, or the body as sent when the
   * schema defaults the field): errors are answered in it, else in the Accept-Language one.
   */
  locale?: (input: z.output<Schema>, body: unknown) => unknown
  /** A Response is answered as is (e.g. 429 from a limit). */
  run: (
    input: z.output<Schema>,
    now: Date,
    caller: Caller & { readonly idempotencyKey: string },
  ) => Promise<Result<Answer> | Response>
}): (request: Request) => Promise<Response> {
  return apiRoute({
    name: params.name,
    fallback: params.fallback,
    ...(params.scope && { scope: params.scope }),
    ...(params.staffOrPartner && { staffOrPartner: true }),
    run: async ({ request, now, caller }) => {
      if (!caller) throw new Error('postRoute needs a caller')
      const body = await readJsonBody(request)
      if (!body.isOk) return body
      // Until the body is read as the schema says, its `locale` as sent names the language.
      const sentLocale = requestLocale(request, localeField(body.value))
      const checked = params.precheck?.(body.value)
      if (checked && !checked.isOk) return { outcome: checked, locale: sentLocale }
      const parsed = params.schema(now, body.value).safeParse(body.value)
      if (!parsed.success) {
        return {
          outcome: { isOk: false, error: await validationFailure(parsed.error, body.value, sentLocale) },
          locale: sentLocale,
        }
      }
      const locale = params.locale ? requestLocale(request, params.locale(parsed.data, body.value)) : sentLocale
      let idempotencyKey = ''
      if (params.idempotencyKey) {
        const key = pickIdempotencyKey(request.headers.get('idempotency-key'), params.idempotencyKey(parsed.data))
        if (!key) return { outcome: { isOk: false, error: domainError('IDEMPOTENCY_KEY_REQUIRED') }, locale }
        idempotencyKey = key
      }
      return { outcome: await params.run(parsed.data, now, { ...caller, idempotencyKey }), locale }
    },
  })
}

/** The language the URL asks for (`ln`, else `locale`), if it names one. */
function askedLocale(request: Request): string | null {
  const params = new URL(request.url).searchParams
  return params.get('ln') ?? params.get('locale')
}

/** The `locale` field of a JSON body, if it has one. */
function localeField(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'locale' in body ? body.locale : undefined
}

/** The visitor's language: the request's `locale`, else the Accept-Language header, else English. */
function requestLocale(request: Request, given: unknown): Locale {
  if (isLocale(given)) return given
  const preferred = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase())
    .find(isLocale)
  return localeOr(preferred)
}
