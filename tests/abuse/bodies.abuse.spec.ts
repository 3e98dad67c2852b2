// Finding 3: bodies were read whole before any check. `/v1/car/watch` and `send-offer` read and
// parsed up to 141 MB before validation, the bot check and the hourly limit (one 140 MB request
// +420 MB; 8 at once +800 MB); Payload's `/api/users/login` and `/forgot-password` took 50 MB JSON.
import { describe, expect, it } from 'vitest'

import { jsonOf, send, streamedBody } from './support/client'
import { carsForSale, personFilling } from './support/forms'

const MB = 1024 * 1024

function expectTooLarge(answer: { status: number; body: Buffer }) {
  expect(answer.status, answer.body.toString().slice(0, 200)).toBe(413)
  expect(answer.body.toString()).toMatch(/too large|at most/i)
}

describe('a body limit per route, before anything is parsed', () => {
  it('refuses 140 MB to the price watch by its declared length, without reading it', async () => {
    const person = await personFilling('127.0.3.1', 1100)
    const answer = await send({
      method: 'POST',
      path: '/v1/car/watch',
      headers: {
        ...person.headers,
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(140 * MB),
      },
      body: streamedBody({ head: 'email=a%40b.is&car_id=1&x=', size: 140 * MB, stallAfter: 64 * 1024 }),
      from: '127.0.3.1',
    })
    expectTooLarge(answer)
    expect(answer.isEarly).toBe(true)
  })

  it('stops reading a price watch body sent without a length once it passes the limit', async () => {
    const person = await personFilling('127.0.3.2', 1100)
    const answer = await send({
      method: 'POST',
      path: '/v1/car/watch',
      headers: {
        ...person.headers,
        'content-type': 'application/x-www-form-urlencoded',
        'transfer-encoding': 'chunked',
      },
      body: streamedBody({ head: 'email=a%40b.is&car_id=1&x=', size: 140 * MB, stallAfter: 2 * MB }),
      from: '127.0.3.2',
    })
    expectTooLarge(answer)
    expect(answer.isEarly).toBe(true)
  })

  it('refuses an offer (no photos) of 8 MB and a trade-in past what its 20 photos allow', async () => {
    const [carId] = await carsForSale()
    const person = await personFilling('127.0.3.3')
    const offer = await send({
      method: 'POST',
      path: '/v1/company/send-offer',
      headers: {
        ...person.headers,
        'content-type': 'multipart/form-data; boundary=x',
        'transfer-encoding': 'chunked',
      },
      body: streamedBody({
        head: `--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\noffer\r\n--x\r\nContent-Disposition: form-data; name="car_id"\r\n\r\n${carId}\r\n--x\r\nContent-Disposition: form-data; name="comment"\r\n\r\n`,
        size: 8 * MB,
        stallAfter: 4 * MB,
      }),
      from: '127.0.3.3',
    })
    expect(offer.status).toBeGreaterThanOrEqual(400)
    expect(offer.status).toBeLessThan(500)
    expect(offer.isEarly).toBe(true)
    const tradeIn = await send({
      method: 'POST',
      path: '/v1/company/send-offer',
      headers: {
        ...person.headers,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(150 * MB),
      },
      body: streamedBody({ head: '--x\r\n', size: 150 * MB, stallAfter: 64 * 1024 }),
      from: '127.0.3.3',
    })
    expectTooLarge(tradeIn)
  })

  it('refuses large JSON to Payload’s login and password reset', async () => {
    for (const path of ['/api/users/login', '/api/users/forgot-password']) {
      const answer = await send({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': String(50 * MB) },
        body: streamedBody({ head: '{"email":"a@b.is","password":"', size: 50 * MB, stallAfter: 64 * 1024 }),
        from: '127.0.3.4',
      })
      expectTooLarge(answer)
      expect(answer.isEarly).toBe(true)
    }
  })

  it('refuses 1 MB of JSON to the page-view count', async () => {
    const answer = await send({
      method: 'POST',
      path: '/v1/stat/view',
      headers: { 'content-type': 'application/json' },
      body: `{"hash":"${'a'.repeat(MB)}"}`,
      from: '127.0.3.5',
    })
    expectTooLarge(answer)
  })
})

describe('refused clients are refused before their body is read', () => {
  it('answers a client past its hourly limit without waiting for its upload', async () => {
    const from = '127.0.3.6'
    const person = await personFilling(from)
    const [carId] = await carsForSale()
    // Spend the address's sales forms for the hour (10 by default) on bodies the server refuses.
    let limited: { status: number } | undefined
    for (let attempt = 0; attempt < 40 && limited?.status !== 429; attempt++) {
      limited = await send({
        method: 'POST',
        path: '/v1/car/watch',
        headers: { ...person.headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          car_id: String(carId),
          email: `limit${attempt}@example.is`,
          ...person.fields,
        }).toString(),
        from,
      })
    }
    expect(limited?.status).toBe(429)
    const answer = await send({
      method: 'POST',
      path: '/v1/company/send-offer',
      headers: { ...person.headers, 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
      body: streamedBody({ head: '--x\r\n', size: 100 * MB, stallAfter: 64 * 1024 }),
      from,
      timeoutMs: 10_000,
    })
    expect(answer.status).toBe(429)
    expect(answer.headers['retry-after']).toBeDefined()
    expect(answer.isEarly).toBe(true)
  })

  it('answers a form sent without the server’s start stamp without waiting for its upload', async () => {
    const answer = await send({
      method: 'POST',
      path: '/v1/company/send-offer',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
      body: streamedBody({ head: '--x\r\n', size: 100 * MB, stallAfter: 64 * 1024 }),
      from: '127.0.3.7',
      timeoutMs: 10_000,
    })
    expect(answer.status).toBe(403)
    expect(jsonOf<{ error?: { code?: string } }>(answer)?.error?.code).toBe('BOT_CHECK_FAILED')
    expect(answer.isEarly).toBe(true)
  })
})
