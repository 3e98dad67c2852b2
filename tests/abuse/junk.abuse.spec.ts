// Every route the app has (read from src/app, not a hand list), sent malformed methods, encodings,
// bodies and query strings: no answer may be a 5xx.
import { describe, expect, it } from 'vitest'

import { send, tally, type Send } from './support/client'
import { addressesOf, appRoutes } from './support/routes'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'MKCOL', 'TRACE']

const QUERIES = [
  '',
  '?%',
  '?x=%ZZ',
  '?a[b][c][d][e][f][g][h][i][j][k]=1',
  `?${Array.from({ length: 300 }, (_, index) => `k${index}=v`).join('&')}`,
  `?q=${'x'.repeat(8000)}`,
  '?where[id][in]=abc&sort=-nope&limit=-1&page=abc&depth=99',
  '?locale=xx&draft=maybe&token=%00',
]

const BODIES: readonly { type: string; body: string | Buffer }[] = [
  { type: 'application/json', body: '{"broken": ' },
  { type: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'application/json', body: JSON.stringify({ a: 'x'.repeat(200_000) }) },
  { type: 'application/x-www-form-urlencoded', body: 'a=%ZZ&b=%&&=&c' },
  { type: 'multipart/form-data; boundary=zz', body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end' },
  { type: 'multipart/form-data', body: 'no boundary at all' },
  { type: 'text/plain;charset=utf-8', body: Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28]) },
  { type: 'application/octet-stream', body: Buffer.alloc(300_000, 7) },
]

/** Runs `requests` a few at a time. */
async function inTurn(requests: readonly Send[], parallel = 6): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < requests.length) {
        const request = requests[next++]
        if (request) await send(request).catch(() => undefined)
      }
    }),
  )
}

describe('junk sent to every route of the app', () => {
  const addresses = appRoutes().flatMap(addressesOf)

  it('finds the routes from the route tree', () => {
    expect(addresses.length).toBeGreaterThan(80)
    expect(addresses).toContain('/v1/car/watch')
    expect(addresses).toContain('/api/pages/abc')
  })

  it('answers no malformed method, encoding, query or body with a 5xx', async () => {
    const before = tally.serverErrors
    const requests: Send[] = []
    for (const [index, address] of addresses.entries()) {
      const from = `127.0.8.${(index % 200) + 1}`
      for (const method of METHODS) requests.push({ method, path: address, from })
      for (const query of QUERIES) requests.push({ path: `${address}${query}`, from })
      for (const broken of [`${address}/%`, `${address}/%C0%AE%C0%AE/`, `${address}/%00`, `${address}//..//x`]) {
        requests.push({ path: broken, from })
      }
      for (const { type, body } of BODIES) {
        for (const method of ['POST', 'PUT']) {
          requests.push({
            method,
            path: address,
            headers: { 'content-type': type, origin: 'http://localhost' },
            body,
            from,
          })
        }
      }
      requests.push({
        method: 'POST',
        path: address,
        headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' },
        body: 'not gzip',
        from,
      })
      requests.push({
        path: address,
        headers: { accept: 'text/x-component', rsc: '1', 'next-router-state-tree': '%%%' },
        from,
      })
      requests.push({
        method: 'POST',
        path: address,
        headers: { 'next-action': '0'.repeat(42), 'content-type': 'text/plain' },
        body: '["$Q9"]',
        from,
      })
    }
    await inTurn(requests)
    expect(tally.serverErrors - before, tally.serverErrorSamples.join('\n')).toBe(0)
  }, 900_000)
})
