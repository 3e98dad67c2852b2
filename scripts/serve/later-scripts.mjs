// The framework's scripts of a site page are asked for once the page's main image has loaded (ADR 034).
// Next puts a dozen `async` script tags (and low-priority preloads of them) in the head: on a phone
// they share the connection with the hero image and run before it is painted, which is what holds
// the largest paint (issue 33). Here each of those tags becomes a one-line call that queues its
// address, and a last line before `</body>` lets the queue go when the image marked
// `fetchpriority="high"` has loaded (at once when there is none, or it is already there; after
// 2.5 s when it is slow to come). Scripts
// inserted before the window's `load` still hold it, so the page is hydrated when `load` fires,
// as before. The HTML is rewritten as it streams: a tag split between two chunks waits for the next.
import { StringDecoder } from 'node:string_decoder'
import { createGzip, constants as zlib } from 'node:zlib'

/** A framework script tag, or a preload of a script: in document order, so the queue is defined first. */
const FRAMEWORK_TAG =
  /<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+\.js"[^>]*><\/script>|<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/g
const ATTRIBUTE = (name) => new RegExp(`\\b${name}="([^"]*)"`)

/** Defines the queue; sent once, in place of the first tag taken. */
const QUEUE = `(function(w){var q=[],on=!1;function add(a){var e;if(a[2]){e=document.createElement('link');e.rel='preload';e.as='script';e.href=a[0]}else{e=document.createElement('script');e.src=a[0];e.async=!0}if(a[1])e.integrity=a[1];document.head.appendChild(e)}w.__vegurScript=function(s,i,p){var a=[s,i,p];on?add(a):q.push(a)};w.__vegurScripts=function(){if(on)return;on=!0;q.splice(0).forEach(add)}})(self)`
/** How long the scripts wait for an image that is slow to come (a slow phone, a stalled media store). */
const IMAGE_WAIT_MS = 2_500
/** Lets the queue go once the main image has loaded, failed, or kept it waiting IMAGE_WAIT_MS. */
const RELEASE = `(function(){var i=document.querySelector('img[fetchpriority="high"]');if(!self.__vegurScripts)return;if(i&&!i.complete){i.addEventListener('load',__vegurScripts);i.addEventListener('error',__vegurScripts);setTimeout(__vegurScripts,${IMAGE_WAIT_MS})}else __vegurScripts()})()`

const integrityOf = (tag) => ATTRIBUTE('integrity').exec(tag)?.[1] ?? ''

/** A rewriter of one HTML document: `push(text)` answers what can be sent, `end()` the rest. */
export function scriptDeferrer() {
  let held = ''
  let hasQueue = false
  let nonce = ''
  const inline = (code) => `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`
  const queued = (src, integrity, isPreload) => {
    const queue = hasQueue ? '' : `${QUEUE};`
    hasQueue = true
    const preload = isPreload ? ',1' : ''
    return inline(`${queue}__vegurScript(${JSON.stringify(src)},${JSON.stringify(integrity)}${preload})`)
  }
  const rewrite = (text) => {
    // The page's CSP nonce (a page rendered per request), for the lines written here.
    nonce ||= ATTRIBUTE('nonce').exec(text)?.[1] ?? ''
    return text
      .replace(FRAMEWORK_TAG, (tag) => {
        const href = ATTRIBUTE('href').exec(tag)?.[1]
        if (tag.startsWith('<link')) {
          return href?.startsWith('/_next/static/chunks/') ? queued(href, integrityOf(tag), true) : tag
        }
        if (/\bnomodule\b/i.test(tag)) return tag
        return queued(ATTRIBUTE('src').exec(tag)?.[1] ?? '', integrityOf(tag), false)
      })
      .replace('</body>', () => (hasQueue ? `${inline(RELEASE)}</body>` : '</body>'))
  }
  return {
    push(text) {
      const all = held + text
      // A tag may be cut by the chunk's end: what follows the last '<' without its '>' waits, and
      // so does a script element whose end has not come.
      const open = all.lastIndexOf('<')
      const script = all.lastIndexOf('<script')
      const isScriptOpen = script !== -1 && !all.includes('</script>', script)
      const cut = Math.min(open > all.lastIndexOf('>') ? open : all.length, isScriptOpen ? script : all.length)
      held = all.slice(cut)
      return rewrite(all.slice(0, cut))
    },
    end() {
      const rest = held
      held = ''
      return rewrite(rest)
    },
  }
}

/** Whether `request` asks for a site page's HTML document (not its RSC payload). */
export function asksForPageDocument(request) {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.headers.rsc
}

/**
 * Rewrites the HTML Next sends to `response` (scriptDeferrer), gzipping it as Next would have.
 * Next is asked for it uncompressed: the request's Accept-Encoding is taken off and kept here.
 * Anything other than HTML goes through as Next sends it.
 */
export function deferFrameworkScripts(request, response) {
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''))
  delete request.headers['accept-encoding']
  const { writeHead, write, end } = response
  let mode // undefined until the head is known, then 'html' or 'other'
  let deferrer
  let gzip

  const decide = (statusCode, headers) => {
    if (mode) return
    const type = String(
      headers?.['content-type'] ?? headers?.['Content-Type'] ?? response.getHeader('content-type') ?? '',
    )
    const hasBody = statusCode !== 204 && statusCode !== 304
    mode = /text\/html/i.test(type) && request.method === 'GET' && hasBody ? 'html' : 'other'
    if (mode === 'other') return
    deferrer = scriptDeferrer()
    response.removeHeader('content-length')
    if (headers)
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name]
    const vary = String(response.getHeader('vary') ?? '')
    if (!/\baccept-encoding\b/i.test(vary))
      response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    if (!acceptsGzip) return
    response.setHeader('content-encoding', 'gzip')
    gzip = createGzip()
    gzip.on('data', (data) => write.call(response, data))
    // Never an uncaught stream error: the answer is cut off instead.
    gzip.on('error', () => response.destroy())
  }
  const send = (text, isLast, callback) => {
    if (!gzip) {
      if (isLast) return end.call(response, text, callback)
      return text ? write.call(response, text) : true
    }
    if (text) gzip.write(text)
    if (isLast) {
      gzip.once('end', () => end.call(response, callback))
      gzip.end()
    } else gzip.flush(zlib.Z_SYNC_FLUSH)
    return true
  }
  // A character cut between two chunks is kept until the next.
  const decoder = new StringDecoder('utf8')
  const textOf = (chunk, encoding) =>
    typeof chunk === 'string' && (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8')
      ? chunk
      : decoder.write(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk))

  response.writeHead = function (statusCode, ...rest) {
    decide(
      statusCode,
      rest.find((value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
    )
    return writeHead.call(this, statusCode, ...rest)
  }
  response.write = function (chunk, ...rest) {
    decide(response.statusCode)
    if (mode === 'other' || chunk === undefined || chunk === null) return write.call(this, chunk, ...rest)
    return send(deferrer.push(textOf(chunk, rest[0])), false)
  }
  response.end = function (chunk, ...rest) {
    decide(response.statusCode)
    if (mode === 'other') return end.call(this, chunk, ...rest)
    const callback = [chunk, ...rest].find((value) => typeof value === 'function')
    const text = chunk !== undefined && chunk !== null && typeof chunk !== 'function' ? textOf(chunk, rest[0]) : ''
    send(deferrer.push(text + decoder.end()) + deferrer.end(), true, callback)
    return this
  }
}
