import { describe, expect, it } from 'vitest'

import { FALLBACK_RATES, type ExchangeRates } from '@/domain/money/exchange-rates'
import { domainError } from '@/domain/errors/errors'
import { fail, ok, type Result } from '@/domain/errors/result'

import { fixedRatesProvider } from './fixed-rates-provider'
import type { ExchangeRateProvider } from './provider'
import { createRatesService, FAILURE_RETRY_MS } from './rates-service'

const LIVE_RATES: ExchangeRates = { EUR: 1, ISK: 150, USD: 1.1, GBP: 0.86 }
const START = Date.UTC(2026, 0, 15, 12)

function scripted(...answers: Result<ExchangeRates>[]): ExchangeRateProvider & { readonly calls: number } {
  let calls = 0
  return {
    get calls() {
      return calls
    },
    fetchRates: async () => {
      const answer = answers[Math.min(calls, answers.length - 1)]
      calls += 1
      if (!answer) throw new Error('no scripted answer')
      return answer
    },
  }
}

describe('exchange-rate service', () => {
  it('answers the spec fixed rates when no service is configured', async () => {
    const service = createRatesService({ provider: null })
    expect(await service.getRates()).toEqual({ rates: FALLBACK_RATES, cached: false, fallback: true })
    expect(FALLBACK_RATES).toEqual({ EUR: 1, ISK: 143.111, USD: 1.163, GBP: 0.8627 })
  })

  it('keeps live rates for one hour', async () => {
    let clock = START
    const provider = scripted(ok(LIVE_RATES))
    const service = createRatesService({ provider, now: () => clock })
    await service.getRates()
    clock += 60 * 60_000 - 1
    expect(await service.getRates()).toEqual({ rates: LIVE_RATES, cached: true, fallback: false })
    clock += 1
    expect(await service.getRates()).toEqual({ rates: LIVE_RATES, cached: false, fallback: false })
    expect(provider.calls).toBe(2)
  })

  it('uses the fixed rates after a failure and asks again a minute later', async () => {
    let clock = START
    const provider = scripted(fail(domainError('INVALID_CURRENCY_RESPONSE')), ok(LIVE_RATES))
    const service = createRatesService({ provider, now: () => clock, onFailure: () => {} })
    const first = await service.getRates()
    expect(first).toMatchObject({ rates: FALLBACK_RATES, fallback: true, error: { code: 'INVALID_CURRENCY_RESPONSE' } })
    clock += FAILURE_RETRY_MS - 1
    expect(await service.getRates()).toMatchObject({ fallback: true, cached: true })
    clock += 1
    expect(await service.getRates()).toEqual({ rates: LIVE_RATES, cached: false, fallback: false })
  })

  it('shares one fetch between concurrent requests', async () => {
    const provider = scripted(ok(LIVE_RATES))
    const service = createRatesService({ provider })
    const answers = await Promise.all([service.getRates(), service.getRates(), service.getRates()])
    expect(provider.calls).toBe(1)
    expect(answers.every((answer) => answer.rates === LIVE_RATES)).toBe(true)
  })

  it('offers the fixed rates as a provider too', async () => {
    expect(await fixedRatesProvider.fetchRates()).toEqual({ isOk: true, value: FALLBACK_RATES })
  })
})
