import type { z } from 'zod'

import type { ApiResult } from './api-error'
import type { SiteCredentials } from './auth-calls'
import { readResponse, send } from './read-response'
import { createTokenSession } from './token-session'

export type ApiClientOptions = SiteCredentials & {
  /** Origin of the API; '' for the site's own origin. */
  baseUrl?: string
  /** Ask for a 30-day refresh token instead of a one-day one. */
  isRemembered?: boolean
  fetch?: typeof fetch
  now?: () => number
}

export type ApiRequest<T> = {
  path: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  /** Checks the answer's shape; the typed value is what passes it. */
  schema: z.ZodType<T>
  signal?: AbortSignal
}

export type ApiClient = { request<T>(request: ApiRequest<T>): Promise<ApiResult<T>> }

/**
 * Fetch wrapper for the booking API: sends `Authorization: Bearer <accessToken>`, obtaining and
 * refreshing tokens as needed. On a 401 it refreshes and retries once; a second 401 logs in again
 * and retries a last time. Failures come back as typed values, never thrown.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = {
    fetch: options.fetch ?? fetch.bind(globalThis),
    baseUrl: options.baseUrl ?? '',
    now: options.now ?? Date.now,
  }
  const session = createTokenSession(transport, {
    apiKey: options.apiKey,
    clientId: options.clientId,
    isRemembered: options.isRemembered ?? false,
  })

  async function attempt<T>(
    request: ApiRequest<T>,
    obtainToken: () => Promise<ApiResult<string>>,
  ): Promise<ApiResult<Response>> {
    const token = await obtainToken()
    if (!token.isOk) return token
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token.value}` }
    if (request.body !== undefined) headers['content-type'] = 'application/json'
    return send(transport.fetch, `${transport.baseUrl}${request.path}`, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: request.signal,
    })
  }

  return {
    request: async (request) => {
      let sent = await attempt(request, session.accessToken)
      for (const renewal of [session.renew, session.relogin]) {
        if (!sent.isOk || sent.value.status !== 401) break
        sent = await attempt(request, renewal)
      }
      return sent.isOk ? readResponse(sent.value, request.schema) : sent
    },
  }
}
