// Finding 7: requests any visitor can send answered 500, most with a stack trace in the log.
import { readFileSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inject } from 'vitest'

import { jsonOf, send, type Answer } from './support/client'

function expectClearRefusal(answer: Answer, label: string) {
  expect(answer.status, `${label}: ${answer.body.toString().slice(0, 200)}`).toBeGreaterThanOrEqual(400)
  expect(answer.status, label).toBeLessThan(500)
}

/** Stack frames in the server's output since the test file started (none allowed). */
let logAtStart = 0
function logSince(): string {
  const file = inject('abuse').logFile
  return file ? readFileSync(file, 'utf8').slice(logAtStart) : ''
}

beforeAll(() => {
  const file = inject('abuse').logFile
  logAtStart = file ? readFileSync(file, 'utf8').length : 0
})

afterAll(() => {
  expect(logSince()).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m)
})

describe('methods nobody may use', () => {
  it('answers TRACE and TRACK with 405 on any path', async () => {
    for (const method of ['TRACE', 'TRACK']) {
      for (const path of ['/', '/about', '/api/pages', '/v1/car/watch', '/admin', '/_next/static/x.js']) {
        const answer = await send({ method, path })
        expect(answer.status, `${method} ${path}`).toBe(405)
      }
    }
  })
})

describe('media files', () => {
  it('answers a missing file 404, and an odd prefix on a real one 4xx', async () => {
    expect((await send({ path: '/api/media/file/no-such-file.png' })).status).toBe(404)
    const listed = jsonOf<{ docs?: { filename: string }[] }>(await send({ path: '/api/media?limit=1&depth=0' }))
    const filename = listed?.docs?.[0]?.filename ?? ''
    expect(filename).not.toBe('')
    expect((await send({ path: `/api/media/file/${filename}` })).status).toBe(200)
    expectClearRefusal(await send({ path: `/api/media/file/${filename}?prefix=..` }), 'prefix=..')
  })
})

describe('Payload REST with values of the wrong kind', () => {
  it('answers 4xx with a message, never 500', async () => {
    for (const path of [
      '/api/pages/abc',
      '/api/vehicles-for-sale/abc',
      '/api/vehicles-for-sale/1.5',
      '/api/pages?where[id][in]=abc',
      '/api/pages?where[id][equals]=abc',
      '/api/pages?where[createdAt][greater_than]=notadate',
      '/api/pages?where[createdAt][equals]=x',
      '/api/vehicles-for-sale?where[price][near]=1,2,3',
      '/api/vehicles-for-sale?where[brand][near]=1,2',
      '/api/vehicles-for-sale?where[brand][within]=x',
      '/api/vehicles-for-sale?where[images][in]=abc',
      '/api/vehicles-for-sale?where=abc',
      '/api/vehicles-for-sale?where[brand][equals][x]=1',
      '/api/pages?where[or][0][id][in]=abc',
      '/api/media/abc',
      '/api/redirect-rules/abc',
      '/api/forms/abc',
    ]) {
      const answer = await send({ path })
      expectClearRefusal(answer, path)
      expect(answer.body.toString(), path).not.toMatch(/\bat .+:\d+:\d+/)
    }
  })
})

describe('the server-action guard', () => {
  let actionId = ''

  beforeAll(async () => {
    const page = (await send({ path: '/manage-my-booking' })).body.toString()
    actionId = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(page)?.[1] ?? ''
    expect(actionId).not.toBe('')
  })

  it('refuses a text body nested 20,000 deep', async () => {
    const answer = await send({
      method: 'POST',
      path: '/manage-my-booking',
      headers: { 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8' },
      body: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    })
    expectClearRefusal(answer, 'deep body')
  })

  /** Forged references in multipart action bodies: missing parts, wrong kinds, paths, streams. */
  const forged: Record<string, Record<string, string>> = {
    'missing Map': { '0': '["$Q5"]' },
    'Map of an object': { '0': '["$Q1"]', '1': '{"a":1}' },
    'one Map twice': { '0': '["$Q1","$Q1"]', '1': '[]' },
    'Map by a path': { '0': '["$Q1:a"]', '1': '{"a":1}' },
    'missing Set': { '0': '["$W9"]' },
    'missing iterator': { '0': '["$i9"]' },
    'missing promise': { '0': '["$@9"]' },
    'server reference': { '0': '["$h1"]', '1': '{"id":"x","bound":null}' },
    'missing blob': { '0': '["$B9"]' },
    'blob of text': { '0': '["$B1"]', '1': 'text' },
    'typed array': { '0': '["$A1"]', '1': 'x' },
    stream: { '0': '["$R1"]' },
    'async iterable': { '0': '["$X1"]' },
    'missing part': { '0': '["$9"]' },
    'path into a number': { '0': '["$1:a:b"]', '1': '{"a":1}' },
    'not hexadecimal': { '0': '["$Zz"]' },
    'huge bigint': { '0': `["$n${'9'.repeat(400)}"]` },
    'no root': { '1': '[]' },
    'root not JSON': { '0': '[' },
    'deep part': { '0': '["$1"]', '1': `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  }

  it('refuses forged references in a fetch action (20 variants)', async () => {
    for (const [name, parts] of Object.entries(forged)) {
      const form = new FormData()
      for (const [key, value] of Object.entries(parts)) form.append(key, value)
      const encoded = new Response(form)
      const answer = await send({
        method: 'POST',
        path: '/manage-my-booking',
        headers: {
          'next-action': actionId,
          accept: 'text/x-component',
          'content-type': encoded.headers.get('content-type') ?? '',
        },
        body: Buffer.from(await encoded.arrayBuffer()),
      })
      expectClearRefusal(answer, `fetch action: ${name}`)
    }
  })

  it('answers forged references in a form posted without JavaScript without a 500 (20 variants)', async () => {
    for (const [name, parts] of Object.entries(forged)) {
      const form = new FormData()
      form.append('$ACTION_REF_1', '')
      form.append('$ACTION_1:0', JSON.stringify({ id: actionId, bound: '$@1' }))
      for (const [key, value] of Object.entries(parts)) form.append(`$ACTION_1:${Number(key) + 1}`, value)
      const encoded = new Response(form)
      const answer = await send({
        method: 'POST',
        path: '/manage-my-booking',
        headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
        body: Buffer.from(await encoded.arrayBuffer()),
      })
      // Part numbers move up by one here, so a few variants become references React can follow
      // (the page is rendered again); the rest are refused.
      expect(answer.status, `form post: ${name}`).toBeLessThan(500)
    }
  })

  it('answers a form post over 2 MB with 413', async () => {
    const form = new FormData()
    form.append('$ACTION_REF_1', '')
    form.append('$ACTION_1:0', JSON.stringify({ id: actionId, bound: '$@1' }))
    form.append('$ACTION_1:1', '[{"status":"idle"}]')
    form.append('voucher', 'x'.repeat(2_200_000))
    const encoded = new Response(form)
    const answer = await send({
      method: 'POST',
      path: '/manage-my-booking',
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      body: Buffer.from(await encoded.arrayBuffer()),
    })
    expect(answer.status).toBe(413)
  })

  it('still runs the real look-up form', async () => {
    const form = new FormData()
    form.append('$ACTION_REF_1', '')
    form.append('$ACTION_1:0', JSON.stringify({ id: actionId, bound: '$@1' }))
    form.append('$ACTION_1:1', '[{"status":"idle"}]')
    form.append('voucherNumber', 'NOPE1234')
    form.append('lastName', 'Nobody')
    const encoded = new Response(form)
    const answer = await send({
      method: 'POST',
      path: '/manage-my-booking',
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      body: Buffer.from(await encoded.arrayBuffer()),
      from: '127.0.7.1',
    })
    expect(answer.status).toBe(200)
  })
})
