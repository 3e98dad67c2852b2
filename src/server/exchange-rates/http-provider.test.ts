import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { FALLBACK_RATES } from '@/domain/money/exchange-rates'

import { createHttpRatesProvider } from './http-provider'
import { createRatesService } from './rates-service'

const LIVE_RATES = { EUR: 1, ISK: 150.25, USD: 1.09, GBP: 0.85 }

let server: Server | undefined

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve())
  server = undefined
})

/** A stand-in currency service on 127.0.0.1 and a random port; answers with `handler`. */
async function standIn(handler: RequestListener): Promise<string> {
  server = createServer(handler)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return `http://127.0.0.1:${port}/rates`
}

function json(body: unknown, status = 200): RequestListener {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
}

describe('HTTP exchange-rate provider', () => {
  it('reads a good answer', async () => {
    const url = await standIn(json({ success: true, rates: LIVE_RATES }))
    expect(await createHttpRatesProvider({ url }).fetchRates()).toEqual({ isOk: true, value: LIVE_RATES })
  })

  it('reads an EUR-based answer without the EUR entry', async () => {
    const url = await standIn(
      json({ amount: 1, base: 'EUR', date: '2026-01-15', rates: { ISK: 150.25, USD: 1.09, GBP: 0.85, JPY: 170 } }),
    )
    expect(await createHttpRatesProvider({ url }).fetchRates()).toEqual({ isOk: true, value: LIVE_RATES })
  })

  it('calls a garbage answer an invalid response', async () => {
    const url = await standIn(json({ success: true, rates: { EUR: 1, ISK: 'lots' } }))
    const result = await createHttpRatesProvider({ url }).fetchRates()
    expect(result).toMatchObject({
      isOk: false,
      error: { code: 'INVALID_CURRENCY_RESPONSE', message: 'Invalid response from currency service' },
    })
  })

  it('calls a non-JSON answer what it is', async () => {
    const url = await standIn((_request, response) => response.end('<html>maintenance</html>'))
    const result = await createHttpRatesProvider({ url }).fetchRates()
    expect(result).toMatchObject({ isOk: false, error: { code: 'EXPECTED_JSON', message: 'Expected JSON response' } })
  })

  it('reports a non-OK status as HTTP {status}: {statusText}', async () => {
    const url = await standIn(json({ error: 'down' }, 503))
    const result = await createHttpRatesProvider({ url }).fetchRates()
    expect(result).toMatchObject({ isOk: false, error: { message: 'HTTP 503: Service Unavailable' } })
  })

  it('gives up after the timeout', async () => {
    const url = await standIn(() => {})
    const startedAt = Date.now()
    const result = await createHttpRatesProvider({ url, timeoutMs: 200 }).fetchRates()
    expect(result).toMatchObject({ isOk: false, error: { code: 'HTTP_ERROR', params: { status: 504 } } })
    expect(Date.now() - startedAt).toBeLessThan(2_000)
  })

  it('falls back to the fixed rates through the service when the answer is garbage', async () => {
    const url = await standIn(json('garbage'))
    const failures: string[] = []
    const service = createRatesService({
      provider: createHttpRatesProvider({ url }),
      onFailure: (error) => failures.push(error.message),
    })
    expect(await service.getRates()).toMatchObject({ rates: FALLBACK_RATES, fallback: true, cached: false })
    expect(failures).toEqual(['Invalid response from currency service'])
  })

  it('serves a second request within the hour from the cache', async () => {
    let calls = 0
    const url = await standIn((request, response) => {
      calls += 1
      json({ success: true, rates: LIVE_RATES })(request, response)
    })
    let clock = Date.UTC(2026, 0, 15, 12)
    const service = createRatesService({ provider: createHttpRatesProvider({ url }), now: () => clock })
    expect(await service.getRates()).toEqual({ rates: LIVE_RATES, cached: false, fallback: false })
    clock += 59 * 60_000
    expect(await service.getRates()).toEqual({ rates: LIVE_RATES, cached: true, fallback: false })
    expect(calls).toBe(1)
    clock += 60_000
    expect(await service.getRates()).toMatchObject({ cached: false })
    expect(calls).toBe(2)
  })
})
