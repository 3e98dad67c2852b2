import 'server-only'

import { EXCHANGE_RATES_TTL_MS, FALLBACK_RATES, type ExchangeRates } from '@/domain/money/exchange-rates'
import type { DomainError } from '@/domain/errors/errors'

import type { ExchangeRateProvider } from './provider'

/** What GET /currency/exchange-rates reports: the rates, whether from cache, whether the fixed ones. */
export type RatesAnswer = {
  rates: ExchangeRates
  cached: boolean
  fallback: boolean
  /** Why the fixed rates are used, when the service failed. */
  error?: DomainError
}

/** After a failure the service is asked again after this long, not on every request. */
export const FAILURE_RETRY_MS = 60_000

type Entry = { answer: RatesAnswer; storedAt: number; lifetimeMs: number }

/**
 * Exchange rates with a one-hour in-process cache (SPEC §9). A failing service yields the spec's
 * fixed rates (`fallback: true`), retried after a minute; concurrent requests share one fetch.
 * Without a provider the fixed rates are the answer.
 */
export function createRatesService(params: {
  provider: ExchangeRateProvider | null
  now?: () => number
  onFailure?: (error: DomainError) => void
}): { getRates(): Promise<RatesAnswer> } {
  const now = params.now ?? Date.now
  let entry: Entry | undefined
  let inFlight: Promise<RatesAnswer> | undefined

  async function load(provider: ExchangeRateProvider): Promise<RatesAnswer> {
    const result = await provider.fetchRates()
    const answer: RatesAnswer = result.isOk
      ? { rates: result.value, cached: false, fallback: false }
      : { rates: FALLBACK_RATES, cached: false, fallback: true, error: result.error }
    if (!result.isOk) params.onFailure?.(result.error)
    entry = { answer, storedAt: now(), lifetimeMs: result.isOk ? EXCHANGE_RATES_TTL_MS : FAILURE_RETRY_MS }
    return answer
  }

  return {
    getRates: async () => {
      const { provider } = params
      if (!provider) return { rates: FALLBACK_RATES, cached: false, fallback: true }
      if (entry && now() - entry.storedAt < entry.lifetimeMs) return { ...entry.answer, cached: true }
      inFlight ??= load(provider).finally(() => {
        inFlight = undefined
      })
      return inFlight
    },
  }
}
