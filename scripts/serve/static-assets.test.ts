import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { precompress } from './precompress.mjs'
import { staticAssets } from './static-assets.mjs'

const SCRIPT = `self.chunk = ${JSON.stringify('Fara á forsíðu. '.repeat(400))}\n`
const NOT_FOUND = 'handed on to Next'

/** A build folder as Next writes it: one script, one tiny style, and the header rules of next.config. */
function writeBuild(distDir: string) {
  mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true })
  writeFileSync(path.join(distDir, 'static/chunks/app.js'), SCRIPT)
  writeFileSync(path.join(distDir, 'static/chunks/tiny.css'), 'a{color:red}')
  const rules = [
    { regex: '^(?:/(.*))?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    { regex: '^(?:/(.*))?$', headers: [{ key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' }] },
    { regex: '^/admin(?:/)?$', headers: [{ key: 'X-Admin', value: 'yes' }] },
  ]
  writeFileSync(path.join(distDir, 'routes-manifest.json'), JSON.stringify({ headers: rules }))
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

function get(server: Server, url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ port, path: url, headers, method }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('static assets', () => {
  let distDir = ''
  let server: Server

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'vegur-static-'))
    writeBuild(distDir)
    const serve = await staticAssets(distDir)
    server = createServer((request, response) =>
      serve(request, response, () => {
        response.statusCode = 404
        response.end(NOT_FOUND)
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, resolve))
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(distDir, { recursive: true, force: true })
  })

  it('sends brotli to a browser that accepts it, with the build header rules and immutable caching', async () => {
    const answer = await get(server, '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(SCRIPT)
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 10)
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('public,max-age=31536000,immutable')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers.vary).toBe('Sec-CH-Prefers-Color-Scheme, Accept-Encoding')
    expect(answer.headers['x-admin']).toBeUndefined()
  })

  it('sends gzip where brotli is not accepted, and the file itself where nothing is', async () => {
    const gzipped = await get(server, '/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(SCRIPT)
    const plain = await get(server, '/_next/static/chunks/app.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8')).toBe(SCRIPT)
  })

  it('sends a file too small to be worth compressing as it is', async () => {
    const answer = await get(server, '/_next/static/chunks/tiny.css', { 'accept-encoding': 'br' })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(answer.body.toString('utf8')).toBe('a{color:red}')
  })

  it('hands on to Next what it does not have, a post and any other path, with the address unchanged', async () => {
    for (const url of ['/_next/static/chunks/missing.js', '/_next/static/../routes-manifest.json', '/about']) {
      const answer = await get(server, url, { 'accept-encoding': 'br' })
      expect(answer.status, url).toBe(404)
      expect(answer.body.toString('utf8')).toBe(NOT_FOUND)
    }
    const post = await get(server, '/_next/static/chunks/app.js', {}, 'POST')
    expect(post.body.toString('utf8')).toBe(NOT_FOUND)
  })
})

describe('precompress', () => {
  it('writes the copies once per build: again only for a file newer than its copy', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vegur-precompress-'))
    try {
      writeFileSync(path.join(dir, 'app.js'), SCRIPT)
      writeFileSync(path.join(dir, 'font.woff2'), Buffer.alloc(4096))
      expect(await precompress(dir)).toBe(1)
      expect(statSync(path.join(dir, 'app.js.br')).size).toBeGreaterThan(0)
      expect(() => statSync(path.join(dir, 'font.woff2.br'))).toThrow()
      expect(await precompress(dir)).toBe(0)
      const later = new Date(Date.now() + 60_000)
      utimesSync(path.join(dir, 'app.js'), later, later)
      expect(await precompress(dir)).toBe(1)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
