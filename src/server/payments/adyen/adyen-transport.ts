import 'server-only'

import { URLSearchParams as NodeSearchParams } from 'node:url'

import { HttpClientException, type Config } from '@adyen/api-library'
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface'
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions'

/** Where the library sends the Checkout API calls of Adyen's test platform. */
const TEST_CHECKOUT_ORIGIN = 'https://checkout-test.adyen.com'

/** Sent with every call, as the library's own client does, so Adyen can tell which library called. */
const LIBRARY = 'adyen-node-api-library'

/**
 * The library's HTTP client interface over fetch, with a deadline per call (ADR 017: a provider
 * call that hears nothing in time is abandoned; its outcome is settled later by asking). The
 * library's services build the endpoint, the request body and the types; this only carries them:
 * the API key in X-API-Key, the idempotency key in Idempotency-Key, query parameters. An answer
 * that is not 2xx is the library's HttpClientException with its status; the API key is never in it.
 * With `standInOrigin` (ADYEN_STAND_IN_URL, local stand-ins in tests only) the test platform's calls
 * go to that origin instead.
 */
export function adyenTransport(deadlineMs: number, standInOrigin?: string): ClientInterface {
  return {
    async request(
      endpoint: string,
      json: string,
      config: Config,
      _isApiKeyRequired: boolean,
      options?: IRequest.Options,
    ) {
      const url = new URL(
        standInOrigin && endpoint.startsWith(`${TEST_CHECKOUT_ORIGIN}/`)
          ? `${standInOrigin}${endpoint.slice(TEST_CHECKOUT_ORIGIN.length)}`
          : endpoint,
      )
      if (options?.params) {
        for (const [name, value] of new NodeSearchParams(options.params)) url.searchParams.set(name, value)
      }
      const method = options?.method ?? 'POST'
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-api-key': config.apiKey ?? '',
        'adyen-library-name': LIBRARY,
        'user-agent': LIBRARY,
      }
      if (options?.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey
      const response = await fetch(url, {
        method,
        headers,
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: json }),
        signal: AbortSignal.timeout(deadlineMs),
      })
      const body = await response.text()
      if (!response.ok) {
        throw new HttpClientException({
          message: `Adyen answered ${response.status}`,
          statusCode: response.status,
          responseBody: body,
        })
      }
      return body
    },
  }
}
