import 'server-only'

import { createHash } from 'node:crypto'

import { englishMessage, httpStatusFor } from '@/domain/errors/errors'
import { clientIpOf } from '@/server/security/client-ip'
import { withFailureLimit } from '@/server/security/failure-limit'
import { rateLimiter, type LimitRule, type RateLimiter } from '@/server/security/rate-limit'

import { oneAtATime } from './one-at-a-time'

/** Failed admin logins one client address may make: 10 per 15 minutes (at most 40 an hour). */
export const ADMIN_LOGIN_IP_RULE: LimitRule = { name: 'admin-login-ip', points: 10, windowSeconds: 15 * 60 }

/**
 * Failed logins on one e-mail address, from anywhere: 100 an hour. One client address can never
 * reach it (40 an hour at most), so nobody locks staff out from one address; it caps guessing
 * spread over many addresses. It replaces Payload's lockout, whose count never decays (see Users).
 */
export const ADMIN_LOGIN_ACCOUNT_RULE: LimitRule = { name: 'admin-login-account', points: 100, windowSeconds: 60 * 60 }

/** The one answer to every failed login, so that no answer tells whether an account exists. */
export const ADMIN_LOGIN_FAILED_MESSAGE = englishMessage('LOGIN_FAILED')

/** A failure answers no sooner than this after the request came, so timing tells nothing either. */
const FAILURE_FLOOR_MS = 400

export type AdminLoginGuardOptions = {
  readonly ipLimiter?: RateLimiter
  readonly accountLimiter?: RateLimiter
  readonly failureFloorMs?: number
}

/**
 * Payload's login (`POST /api/users/login`, which the admin's login form posts to) behind failure
 * limits per client address and per e-mail address. A refused try never reaches Payload; every
 * failure, refused or not, answers the same message (401, or 429 with Retry-After when refused).
 */
export async function guardAdminLogin(
  request: Request,
  login: (request: Request) => Promise<Response>,
  options: AdminLoginGuardOptions = {},
): Promise<Response> {
  const startedAt = Date.now()
  const ipLimiter = options.ipLimiter ?? rateLimiter(ADMIN_LOGIN_IP_RULE)
  const accountLimiter = options.accountLimiter ?? rateLimiter(ADMIN_LOGIN_ACCOUNT_RULE)
  const email = await loginEmailOf(request.clone())
  const accountKeys = email ? [accountKey(email)] : []
  // Payload adds a login's session to the user's list by reading and writing the whole list: two
  // logins of one account at once would keep one session and leave the other signed out.
  const attempt = () => (email ? oneAtATime(accountKey(email), () => login(request)) : login(request))
  const outcome = await withFailureLimit({
    limiter: ipLimiter,
    keys: [clientIpOf(request.headers)],
    attempt: () => withFailureLimit({ limiter: accountLimiter, keys: accountKeys, attempt, isFailure }),
    isFailure: (inner) => inner.isRefused || isFailure(inner.value),
  })
  if (!outcome.isRefused && !outcome.value.isRefused && !isFailure(outcome.value.value)) return outcome.value.value
  const refusedFor = outcome.isRefused
    ? outcome.retryAfterSeconds
    : outcome.value.isRefused
      ? outcome.value.retryAfterSeconds
      : undefined
  const floorMs = options.failureFloorMs ?? FAILURE_FLOOR_MS
  const waitMs = startedAt + floorMs - Date.now()
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs))
  return loginFailedResponse(refusedFor)
}

/** Anything but a success is a failure: wrong e-mail or password, locked, unverified, bad input. */
function isFailure(response: Response): boolean {
  return !response.ok
}

/**
 * 401, or 429 with Retry-After: `{ success: false, error }`, and `message` and `errors` as Payload
 * answers (its admin form shows `message` as it is; it would split an `errors` message at colons
 * and commas, so the message has none).
 */
function loginFailedResponse(retryAfterSeconds?: number): Response {
  const code = retryAfterSeconds === undefined ? 'LOGIN_FAILED' : 'TOO_MANY_ATTEMPTS'
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  if (retryAfterSeconds !== undefined) headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterSeconds)))
  return Response.json(
    {
      success: false,
      error: { code, message: ADMIN_LOGIN_FAILED_MESSAGE },
      message: ADMIN_LOGIN_FAILED_MESSAGE,
      errors: [{ message: ADMIN_LOGIN_FAILED_MESSAGE }],
    },
    { status: httpStatusFor(code), headers },
  )
}

/** The limit key of an e-mail address: a hash, so the store never holds addresses. */
function accountKey(email: string): string {
  return createHash('sha256').update(`vegur:admin-login:${email.trim().toLowerCase()}`).digest('hex')
}

/** The e-mail of a login request: JSON, or the admin form's multipart `_payload`. */
async function loginEmailOf(request: Request): Promise<string | undefined> {
  const contentType = request.headers.get('content-type') ?? ''
  try {
    if (contentType.includes('application/json')) return emailIn(await request.json())
    if (contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded')) {
      const form = await request.formData()
      const data = form.get('_payload')
      return typeof data === 'string' ? emailIn(JSON.parse(data)) : emailIn({ email: form.get('email') })
    }
  } catch {
    // A body Payload cannot read either: it answers 400, counted on the address alone.
  }
  return undefined
}

function emailIn(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('email' in data)) return undefined
  const { email } = data
  return typeof email === 'string' && email.trim() !== '' ? email : undefined
}
