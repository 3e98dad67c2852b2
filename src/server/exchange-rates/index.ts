import 'server-only'

import { env } from '@/env'

import { createHttpRatesProvider } from './http-provider'
import { createRatesService, type RatesAnswer } from './rates-service'

let service: ReturnType<typeof createRatesService> | undefined

/** This process's exchange rates: the configured service (EXCHANGE_RATES_URL) or the fixed rates. */
export function currentExchangeRates(): Promise<RatesAnswer> {
  service ??= createRatesService({
    provider: env.EXCHANGE_RATES_URL ? createHttpRatesProvider({ url: env.EXCHANGE_RATES_URL }) : null,
    onFailure: (error) => console.warn(`Exchange rates: ${error.message}; using the fixed rates.`),
  })
  return service.getRates()
}

export type { RatesAnswer }
