import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createHeaderCountryLookup } from './header-lookup'
import { countryOfAnswer, createHttpCountryLookup } from './http-lookup'
import { configuredCountryLookup, countryRequest } from './visitor-country'

let server: Server | undefined
let calls = 0

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve())
  server = undefined
  calls = 0
})

/** A stand-in IP-to-country service on 127.0.0.1; answers with `handler` and counts the calls. */
async function standIn(handler: RequestListener): Promise<string> {
  server = createServer((request, response) => {
    calls += 1
    handler(request, response)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return `http://127.0.0.1:${port}/country/{ip}`
}

const answer =
  (body: string, status = 200): RequestListener =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'text/plain' })
    response.end(body)
  }

const request = (address: string | null, headers: Record<string, string> = {}) => ({
  headers: new Headers(headers),
  address,
})

describe('the built-in header look-up', () => {
  it('reads the configured header, two-letter country codes only', async () => {
    const lookup = createHeaderCountryLookup('cf-ipcountry')
    expect(await lookup.countryOf(request(null, { 'cf-ipcountry': 'de' }))).toBe('DE')
    expect(await lookup.countryOf(request(null, { 'cf-ipcountry': 'XX' }))).toBeNull()
    expect(await lookup.countryOf(request(null, { 'cf-ipcountry': 'T1' }))).toBeNull()
    expect(await lookup.countryOf(request(null))).toBeNull()
  })

  it('knows nothing without a header name', async () => {
    expect(
      await createHeaderCountryLookup(undefined).countryOf(request('1.2.3.4', { 'cf-ipcountry': 'DE' })),
    ).toBeNull()
  })
})

describe('the HTTP look-up', () => {
  it('asks the service for the address and reads a plain answer', async () => {
    let asked = ''
    const url = await standIn((incoming, response) => {
      asked = incoming.url ?? ''
      answer('FR\n')(incoming, response)
    })
    expect(await createHttpCountryLookup({ urlTemplate: url }).countryOf(request('203.0.113.7'))).toBe('FR')
    expect(asked).toBe('/country/203.0.113.7')
  })

  it('keeps an answer for an hour per address', async () => {
    let now = 0
    const url = await standIn(answer('{"country_code":"IT"}'))
    const lookup = createHttpCountryLookup({ urlTemplate: url, now: () => now })
    expect(await lookup.countryOf(request('203.0.113.8'))).toBe('IT')
    now = 59 * 60 * 1000
    expect(await lookup.countryOf(request('203.0.113.8'))).toBe('IT')
    expect(calls).toBe(1)
    now = 61 * 60 * 1000
    await lookup.countryOf(request('203.0.113.8'))
    expect(calls).toBe(2)
  })

  it('has no answer for a failing, slow or garbled service, or an unknown address', async () => {
    const failing = await standIn(answer('oops', 500))
    expect(await createHttpCountryLookup({ urlTemplate: failing }).countryOf(request('203.0.113.9'))).toBeNull()
    expect(await createHttpCountryLookup({ urlTemplate: failing }).countryOf(request('unknown'))).toBeNull()
    expect(await createHttpCountryLookup({ urlTemplate: failing }).countryOf(request(null))).toBeNull()
    const slow = createHttpCountryLookup({
      urlTemplate: 'http://127.0.0.1:9/{ip}',
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    })
    expect(await slow.countryOf(request('203.0.113.10'))).toBeNull()
  })

  it('reads the answer shapes of the common services', () => {
    expect(countryOfAnswer('IS')).toBe('IS')
    expect(countryOfAnswer('{"countryCode":"DE"}')).toBe('DE')
    expect(countryOfAnswer('{"country_code2":"ES"}')).toBe('ES')
    expect(countryOfAnswer('{"country":"GB"}')).toBe('GB')
    expect(countryOfAnswer('{"country":{"iso_code":"US"}}')).toBe('US')
    expect(countryOfAnswer('{"country":"Iceland"}')).toBeNull()
    expect(countryOfAnswer('<html>')).toBeNull()
    expect(countryOfAnswer('null')).toBeNull()
  })
})

describe('the configured look-up', () => {
  it('takes the header first, then the service', async () => {
    const url = await standIn(answer('NO'))
    const lookup = configuredCountryLookup({ header: 'cf-ipcountry', url })
    expect(await lookup.countryOf(request('203.0.113.11', { 'cf-ipcountry': 'SE' }))).toBe('SE')
    expect(calls).toBe(0)
    expect(await lookup.countryOf(request('203.0.113.11'))).toBe('NO')
  })

  it('finds the client address our server recorded, past the trusted proxies', () => {
    const headers = new Headers({ 'x-vegur-address-chain': '198.51.100.4, 10.0.0.2' })
    expect(countryRequest(headers, 1).address).toBe('198.51.100.4')
    expect(countryRequest(headers, 0).address).toBe('10.0.0.2')
    expect(countryRequest(new Headers(), 0).address).toBeNull()
  })
})
