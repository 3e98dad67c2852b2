import 'server-only'

import type { ExchangeRates } from '@/domain/money/exchange-rates'
import type { Result } from '@/domain/errors/result'

/** Port: somewhere that knows today's exchange rates (EUR base). */
export interface ExchangeRateProvider {
  fetchRates(): Promise<Result<ExchangeRates>>
}
