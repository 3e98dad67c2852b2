import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { asksForPageDocument, deferFrameworkScripts, scriptDeferrer } from './later-scripts.mjs'

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" fetchPriority="high" href="/api/media/file/hero.webp"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js" integrity="sha256-MAIN"/>',
  '<script src="/_next/static/chunks/react-dom.js" async="" integrity="sha256-RD"></script>',
  '<script src="/_next/static/chunks/router.js" async=""></script>',
  '<link rel="preload" href="/_next/static/chunks/later.js" as="script" fetchPriority="low"/>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<title>Þórsmörk – Vegur</title></head><body>',
  '<img src="/api/media/file/hero.webp" fetchPriority="high" alt=""/><h1>Ísland</h1>',
  '<script id="_R_">(globalThis.TURBOPACK=[]).push({})</script>',
  '<script src="/_next/static/chunks/main.js" integrity="sha256-MAIN" async=""></script>',
  '<script>self.__next_f.push([1,"a\\u003cb"])</script>',
  '</body></html>',
].join('')

function rewritten(chunks: readonly string[]): string {
  const deferrer = scriptDeferrer()
  return chunks.map((chunk) => deferrer.push(chunk)).join('') + deferrer.end()
}

/** The addresses the page queues, in order, and whether each is a preload. */
function queuedIn(html: string): string[] {
  return [...html.matchAll(/__vegurScript\("([^"]+)","([^"]*)"(,1)?\)/g)].map(
    ([, src, integrity, preload]) => `${preload ? 'preload' : 'script'} ${src} ${integrity}`,
  )
}

describe('the framework scripts of a page wait for its main image', () => {
  it('queues every framework script and script preload in document order, and lets them go before </body>', () => {
    const html = rewritten([PAGE])
    expect(queuedIn(html)).toEqual([
      'preload /_next/static/chunks/main.js sha256-MAIN',
      'script /_next/static/chunks/react-dom.js sha256-RD',
      'script /_next/static/chunks/router.js ',
      'preload /_next/static/chunks/later.js ',
      'script /_next/static/chunks/main.js sha256-MAIN',
    ])
    expect(html).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\/(?!polyfills)/)
    expect(html).not.toMatch(/<link[^>]*as="script"/)
    // The queue is defined by the first line that uses it, and released once, at the end of the body.
    expect(html.indexOf('w.__vegurScript=')).toBeLessThan(html.indexOf('__vegurScript("'))
    expect(html.match(/w\.__vegurScript=/g)).toHaveLength(1)
    expect(html).toMatch(/img\[fetchpriority="high"\].*<\/script><\/body><\/html>$/)
    // The rest of the page is as Next wrote it.
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(html).toContain('<link rel="preload" as="image" fetchPriority="high" href="/api/media/file/hero.webp"/>')
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>')
    expect(html).toContain('<script>self.__next_f.push([1,"a\\u003cb"])</script>')
  })

  it('gives the same page whichever way the stream is cut', () => {
    const whole = rewritten([PAGE])
    for (let at = 1; at < PAGE.length; at += 7) {
      expect(rewritten([PAGE.slice(0, at), PAGE.slice(at)])).toBe(whole)
    }
    expect(rewritten([...PAGE])).toBe(whole)
  })

  it("writes the page's CSP nonce on its own lines", () => {
    const html = rewritten([PAGE.replaceAll('<script', '<script nonce="abc123"')])
    const inline = html.match(/<script[^>]*>(?:\(function|__vegurScript)/g) ?? []
    expect(inline.length).toBeGreaterThan(0)
    for (const tag of inline) expect(tag).toContain('nonce="abc123"')
  })

  it('leaves a page without framework scripts as it is', () => {
    const page = '<html><head><script>var a = 1 < 2</script></head><body><p>Hi</p></body></html>'
    expect(rewritten([page])).toBe(page)
  })
})

describe('deferFrameworkScripts on a server', () => {
  let server: Server
  let answer: (response: ServerResponse) => void

  beforeAll(async () => {
    server = createServer((request, response) => {
      deferFrameworkScripts(request, response)
      answer(response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  function get(headers: Record<string, string>): Promise<{ response: IncomingMessage; body: Buffer }> {
    const { port } = server.address() as AddressInfo
    return new Promise((resolve, reject) => {
      const request = httpRequest({ port, host: '127.0.0.1', path: '/', headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }))
      })
      request.on('error', reject)
      request.end()
    })
  }

  /** Next streams the page in pieces cut anywhere, a letter of two bytes among them. */
  const streamPage = (response: ServerResponse) => {
    response.setHeader('content-type', 'text/html; charset=utf-8')
    const bytes = Buffer.from(PAGE)
    const cuts = [0, 90, bytes.indexOf('Þ') + 1, bytes.indexOf('</body>') + 3, bytes.length]
    for (let index = 1; index < cuts.length - 1; index += 1)
      response.write(bytes.subarray(cuts[index - 1], cuts[index]))
    response.end(bytes.subarray(cuts.at(-2)))
  }

  it('sends the rewritten page gzipped to a browser that takes gzip, and Next is asked for it plain', async () => {
    let askedEncoding: string | undefined = 'not asked'
    answer = (response) => {
      askedEncoding = response.req.headers['accept-encoding']
      streamPage(response)
    }
    const { response, body } = await get({ 'accept-encoding': 'gzip, deflate, br' })
    expect(askedEncoding).toBeUndefined()
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers.vary).toMatch(/Accept-Encoding/)
    expect(gunzipSync(body).toString()).toBe(rewritten([PAGE]))
  })

  it('sends it plain to a client that takes no gzip, every character whole', async () => {
    answer = streamPage
    const { response, body } = await get({})
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(body.toString()).toBe(rewritten([PAGE]))
    expect(body.toString()).toContain('Þórsmörk')
  })

  it('passes anything but HTML through as it is', async () => {
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '13' })
      response.end('{"a":"<b>"}\n\n')
    }
    const { response, body } = await get({ 'accept-encoding': 'gzip' })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(body.toString()).toBe('{"a":"<b>"}\n\n')
  })

  it('answers "not modified" without a body', async () => {
    answer = (response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.statusCode = 304
      response.end()
    }
    const { response, body } = await get({ 'accept-encoding': 'gzip' })
    expect(response.statusCode).toBe(304)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(body.length).toBe(0)
  })

  it('is for documents only, not for the RSC payload of a page', () => {
    const asking = (method: string, headers: Record<string, string>) =>
      asksForPageDocument({ method, headers } as unknown as IncomingMessage)
    expect(asking('GET', {})).toBe(true)
    expect(asking('HEAD', {})).toBe(true)
    expect(asking('GET', { rsc: '1' })).toBe(false)
    expect(asking('POST', {})).toBe(false)
  })
})
