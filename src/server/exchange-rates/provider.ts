import type { ExchangeRates } from '@/domain/exchange-rates'
import type { Result } from '@/domain/result'

/** Port: somewhere that knows today's exchange rates (EUR base). */
export interface ExchangeRateProvider {
  fetchRates(): Promise<Result<ExchangeRates>>
}
