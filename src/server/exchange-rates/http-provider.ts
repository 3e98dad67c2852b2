import 'server-only'

import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { domainError } from '@/domain/errors/errors'
import { fail, type Result } from '@/domain/errors/result'

import type { ExchangeRateProvider } from './provider'
import { readProviderRates } from './read-rates'

const EXCHANGE_RATES_TIMEOUT_MS = 3_000

/** Adapter for an exchange-rate service answering JSON over HTTP(S) at `url`. */
export function createHttpRatesProvider(params: {
  url: string
  timeoutMs?: number
  fetch?: typeof fetch
}): ExchangeRateProvider {
  const fetchJson = params.fetch ?? fetch
  const timeoutMs = params.timeoutMs ?? EXCHANGE_RATES_TIMEOUT_MS
  return {
    fetchRates: async (): Promise<Result<ExchangeRates>> => {
      let response: Response
      try {
        response = await fetchJson(params.url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
          cache: 'no-store',
        })
      } catch (error) {
        const isTimeout = error instanceof Error && error.name === 'TimeoutError'
        return fail(domainError('HTTP_ERROR', isTimeout ? { status: 504, statusText: 'Gateway Timeout' } : unreachable))
      }
      if (!response.ok) {
        return fail(domainError('HTTP_ERROR', { status: response.status, statusText: response.statusText }))
      }
      const body = await readJson(response)
      return body.isOk ? readProviderRates(body.value) : body
    },
  }
}

const unreachable = { status: 502, statusText: 'Bad Gateway' }

async function readJson(response: Response): Promise<Result<unknown>> {
  try {
    return { isOk: true, value: (await response.json()) as unknown }
  } catch {
    return fail(domainError('EXPECTED_JSON'))
  }
}
