import 'server-only'

import { FALLBACK_RATES } from '@/domain/money/exchange-rates'
import { ok } from '@/domain/errors/result'

import type { ExchangeRateProvider } from './provider'

/** The spec's fixed rates (SPEC §9), used when no exchange-rate service is configured or it fails. */
export const fixedRatesProvider: ExchangeRateProvider = {
  fetchRates: async () => ok(FALLBACK_RATES),
}
