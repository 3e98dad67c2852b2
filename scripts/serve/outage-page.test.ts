import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DATABASE_OUTAGE_SEEN_AT as APP_SLOT } from '@/domain/errors/database-outage'

import {
  DATABASE_OUTAGE_SEEN_AT,
  OUTAGE_RETRY_AFTER_SECONDS,
  outageAnswers,
  outagePage,
  outageTexts,
} from './outage-page.mjs'

import en from '../../messages/en.json'
import is from '../../messages/is.json'

type Upstream = {
  status: number
  contentType: string
  body: string
  /** Next fails the render: the database outage is noted before it answers. */
  isOutage?: boolean
  how?: 'setHeader' | 'writeHead' | 'write'
}
type Answer = { status: number; headers: IncomingMessage['headers']; body: string }

const slot = globalThis as Record<symbol, unknown>
let upstream: Upstream
let server: Server

/** "Next": notes the outage (as the app does while it renders) and answers in one of the ways Next does. */
function next(response: ServerResponse) {
  if (upstream.isOutage) slot[DATABASE_OUTAGE_SEEN_AT] = Date.now()
  const { status, contentType, body, how = 'setHeader' } = upstream
  response.setHeader('x-powered-by', 'Next.js')
  if (how === 'writeHead') {
    response.writeHead(status, { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) })
    response.end(body)
    return
  }
  response.statusCode = status
  response.setHeader('content-type', contentType)
  if (how === 'write') {
    response.write(body.slice(0, 5))
    response.end(body.slice(5))
    return
  }
  response.end(body)
}

function get(urlPath: string, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ port, path: urlPath, method }, (incoming) => {
      let body = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => (body += chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const messagesDir = path.resolve(import.meta.dirname, '../../messages')

describe('outage answers in front of Next', () => {
  beforeAll(async () => {
    const guard = outageAnswers({ messagesDir, defaultLocale: 'en' })
    server = createServer((request, response) => {
      guard(request, response)
      // Next answers a little later, as a render does.
      setTimeout(() => next(response), 5)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    slot[DATABASE_OUTAGE_SEEN_AT] = undefined
  })

  it('uses the app’s slot', () => {
    expect(DATABASE_OUTAGE_SEEN_AT).toBe(APP_SLOT)
  })

  it.each(['setHeader', 'writeHead', 'write'] as const)(
    'answers a page that failed in an outage with 503 and our page in the path’s language (Next used %s)',
    async (how) => {
      upstream = {
        status: 500,
        contentType: 'text/html; charset=utf-8',
        body: '<html>next</html>',
        isOutage: true,
        how,
      }
      const answer = await get('/is/search?prices_from=1')
      expect(answer.status).toBe(503)
      expect(answer.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS))
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.headers['x-powered-by']).toBeUndefined()
      expect(answer.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/)
      expect(answer.body).toContain('<html lang="is">')
      expect(answer.body).toContain(is.outage.title)
      expect(answer.body).toContain(is.outage.text)
      expect(answer.body).toContain('<a href="/is/">')
      expect(answer.body).not.toContain('next')
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body))
    },
  )

  it('answers HEAD with the head only', async () => {
    upstream = { status: 500, contentType: 'text/html', body: 'x', isOutage: true }
    const answer = await get('/', 'HEAD')
    expect(answer.status).toBe(503)
    expect(answer.body).toBe('')
  })

  it('only relabels a failed router request (RSC): 503, Next’s body', async () => {
    upstream = { status: 500, contentType: 'text/x-component', body: '0:E{"digest":"1"}', isOutage: true }
    const answer = await get('/search')
    expect(answer.status).toBe(503)
    expect(answer.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS))
    expect(answer.body).toBe('0:E{"digest":"1"}')
  })

  it('leaves a 500 alone when no outage was met during the request: a bug stays a 500', async () => {
    slot[DATABASE_OUTAGE_SEEN_AT] = Date.now() - 60_000
    upstream = { status: 500, contentType: 'text/html', body: '<html>error</html>' }
    const answer = await get('/')
    expect(answer.status).toBe(500)
    expect(answer.body).toBe('<html>error</html>')
  })

  it('leaves pages that rendered, and JSON errors, alone during an outage', async () => {
    upstream = { status: 200, contentType: 'text/html', body: '<html>cached</html>', isOutage: true }
    expect(await get('/')).toMatchObject({ status: 200, body: '<html>cached</html>' })
    upstream = { status: 500, contentType: 'application/json', body: '{"success":false}', isOutage: true }
    expect(await get('/v1/thing')).toMatchObject({ status: 500, body: '{"success":false}' })
  })
})

describe('outagePage', () => {
  const texts = outageTexts(messagesDir)

  it('has the texts of every language', () => {
    expect(Object.keys(texts).sort()).toEqual(['de', 'en', 'es', 'fr', 'is', 'it'])
    for (const words of Object.values(texts)) expect(Object.values(words).every(Boolean)).toBe(true)
  })

  it('speaks the default language without a prefix, and escapes the address', () => {
    const page = outagePage({ url: '/our-cars?x="<script>', texts, defaultLocale: 'en' })
    expect(page).toContain('<html lang="en">')
    expect(page).toContain(en.outage.text)
    expect(page).toContain('<a href="/our-cars">')
    expect(page).not.toContain('<script>')
    expect(outagePage({ url: '/is/our-cars', texts, defaultLocale: 'is' })).toContain('<a href="/">')
    expect(outagePage({ url: '/en/our-cars', texts, defaultLocale: 'is' })).toContain('<html lang="en">')
  })
})
