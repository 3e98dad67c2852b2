import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { PURGE_PAGE_CACHE as APP_SLOT } from '@/domain/content/page-cache-purge'

import { PURGE_PAGE_CACHE, pageCache, sharedMaxAge } from './page-cache.mjs'

const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding'
const CACHED = { 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', vary: NEXT_VARY }

type Upstream = { status?: number; headers?: Record<string, string>; body?: string; viaWriteHead?: boolean }
type Answer = { status: number; headers: IncomingMessage['headers']; body: string }

/** What "Next" answers per path, and how many requests reached it. */
const answers = new Map<string, Upstream>()
let reachedNext: string[] = []
/** Lets a test hold an answer back until it says so. */
let holdNext: Promise<void> | undefined

async function next(request: IncomingMessage, response: ServerResponse) {
  reachedNext.push(`${request.method} ${request.url}`)
  if (holdNext) await holdNext
  const path = new URL(request.url ?? '/', 'http://x').pathname
  const { status = 200, headers = CACHED, body = `page ${path}`, viaWriteHead = false } = answers.get(path) ?? {}
  const withCacheState = { 'x-nextjs-cache': 'MISS', ...headers }
  if (viaWriteHead) {
    response.writeHead(status, withCacheState)
    response.write(body.slice(0, 3))
    response.end(body.slice(3))
    return
  }
  response.statusCode = status
  for (const [name, value] of Object.entries(withCacheState)) response.setHeader(name, value)
  response.end(body)
}

function get(server: Server, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ port, path, headers, method }, (incoming) => {
      let body = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => (body += chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('page cache in front of Next', () => {
  let server: Server
  let purge: () => void

  beforeAll(async () => {
    const cache = pageCache()
    purge = cache.purge
    server = createServer((request, response) => cache.handle(request, response, () => void next(request, response)))
    await new Promise<void>((resolve) => server.listen(0, resolve))
  })

  afterAll(() => new Promise((resolve) => server.close(resolve)))

  beforeEach(() => {
    purge()
    answers.clear()
    reachedNext = []
    holdNext = undefined
  })

  it('sends a page Next marks shared-cacheable again without asking Next, marked as a hit', async () => {
    const first = await get(server, '/about')
    const second = await get(server, '/about')
    expect(reachedNext).toEqual(['GET /about'])
    expect(first.headers['x-nextjs-cache']).toBe('MISS')
    expect(second.body).toBe('page /about')
    expect(second.headers['x-nextjs-cache']).toBe('HIT')
    expect(second.headers['cache-control']).toBe(CACHED['cache-control'])
    expect(second.headers.vary).toBe(NEXT_VARY)
    expect(second.headers['content-length']).toBe(String('page /about'.length))
    expect(Number(second.headers.age)).toBeGreaterThanOrEqual(0)
  })

  it('keeps the headers and every chunk of an answer written with writeHead', async () => {
    answers.set('/chunks', { viaWriteHead: true, body: 'written in two chunks' })
    await get(server, '/chunks')
    const kept = await get(server, '/chunks')
    expect(reachedNext).toHaveLength(1)
    expect(kept.body).toBe('written in two chunks')
    expect(kept.headers.vary).toBe(NEXT_VARY)
  })

  it('answers a HEAD from a kept page, without a body', async () => {
    await get(server, '/about')
    const head = await get(server, '/about', {}, 'HEAD')
    expect(reachedNext).toHaveLength(1)
    expect(head.headers['x-nextjs-cache']).toBe('HIT')
    expect(head.body).toBe('')
  })

  it('keeps one answer per language choice, encoding and router request', async () => {
    await get(server, '/about')
    await get(server, '/about', { 'accept-language': 'de' })
    await get(server, '/about', { 'accept-encoding': 'gzip' })
    await get(server, '/about', { rsc: '1' })
    await get(server, '/about?utm_source=x')
    expect(reachedNext).toHaveLength(5)
    await get(server, '/about', { 'accept-language': 'de' })
    expect(reachedNext).toHaveLength(5)
  })

  it('serves visitors whose cookies are only consent, analytics and the language, keyed by the language', async () => {
    await get(server, '/about')
    await get(server, '/about', { cookie: 'cookie_consent=granted' })
    await get(server, '/about', { cookie: '_ga=GA1.1.1.1; cookie_consent=dismissed; _gid=x' })
    expect(reachedNext).toHaveLength(1)
    await get(server, '/about', { cookie: 'cookie_consent=granted; NEXT_LOCALE=de' })
    await get(server, '/about', { cookie: 'NEXT_LOCALE=de; _fbp=fb.1' })
    expect(reachedNext).toHaveLength(2)
  })

  it('sends visitors with another cookie, reloads, posts and the APIs, the admin and Next files to Next every time', async () => {
    const asks: [string, Record<string, string>, string][] = [
      ['/about', { cookie: 'payload-token=abc' }, 'GET'],
      ['/about', { cookie: 'cookie_consent=granted; vegur_booking=x' }, 'GET'],
      ['/about', { cookie: '__prerender_bypass=1; NEXT_LOCALE=en' }, 'GET'],
      ['/about', { 'cache-control': 'max-age=0' }, 'GET'],
      ['/about', { 'cache-control': 'no-cache' }, 'GET'],
      ['/about', {}, 'POST'],
      ['/api/pages', {}, 'GET'],
      ['/admin', {}, 'GET'],
      ['/v1/company', {}, 'GET'],
      ['/_next/data/x.json', {}, 'GET'],
    ]
    for (const [path, headers, method] of asks) {
      await get(server, path, headers, method)
      await get(server, path, headers, method)
    }
    expect(reachedNext).toHaveLength(asks.length * 2)
  })

  it('keeps no answer that is private, not 200, sets a cookie, is stale or varies on another header', async () => {
    answers.set('/private', { headers: { 'cache-control': 'private, no-cache, no-store, max-age=0' } })
    answers.set('/missing', { status: 404 })
    answers.set('/cookie', { headers: { ...CACHED, 'set-cookie': 'a=b' } })
    answers.set('/stale', { headers: { ...CACHED, 'x-nextjs-cache': 'STALE' } })
    answers.set('/varies', { headers: { ...CACHED, vary: 'x-device' } })
    answers.set('/plain', { headers: { 'content-type': 'text/plain' } })
    const paths = ['/private', '/missing', '/cookie', '/stale', '/varies', '/plain']
    for (const path of [...paths, ...paths]) await get(server, path)
    expect(reachedNext).toHaveLength(paths.length * 2)
  })

  it('keeps an answer no longer than its s-maxage', async () => {
    answers.set('/short', { headers: { ...CACHED, 'cache-control': 's-maxage=1' } })
    await get(server, '/short')
    await get(server, '/short')
    expect(reachedNext).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await get(server, '/short')
    expect(reachedNext).toHaveLength(2)
  })

  it('is emptied through the slot the app calls, and keeps no answer rendered before the purge', async () => {
    expect(PURGE_PAGE_CACHE).toBe(APP_SLOT)
    await get(server, '/about')
    const emptyFromTheApp = (globalThis as Record<symbol, unknown>)[APP_SLOT]
    if (typeof emptyFromTheApp !== 'function') throw new Error('no purge function on globalThis')
    emptyFromTheApp()
    let release = () => {}
    holdNext = new Promise((resolve) => (release = resolve))
    const inFlight = get(server, '/about')
    await expect.poll(() => reachedNext.length).toBe(2)
    purge()
    release()
    await inFlight
    holdNext = undefined
    await get(server, '/about')
    expect(reachedNext).toHaveLength(3)
    await get(server, '/about')
    expect(reachedNext).toHaveLength(3)
  })
})

describe('sharedMaxAge', () => {
  it('reads s-maxage, and 0 for answers a shared cache may not keep', () => {
    expect(sharedMaxAge('s-maxage=300, stale-while-revalidate=31535700')).toBe(300)
    expect(sharedMaxAge('public, max-age=60')).toBe(0)
    expect(sharedMaxAge('private, s-maxage=300')).toBe(0)
    expect(sharedMaxAge('no-store')).toBe(0)
    expect(sharedMaxAge(undefined)).toBe(0)
  })
})
