import http from 'node:http'
import { Readable } from 'node:stream'

import { inject } from 'vitest'

/** What the server answered: status, headers, body, and how long the whole exchange took. */
export type Answer = {
  readonly status: number
  readonly headers: http.IncomingHttpHeaders
  readonly body: Buffer
  readonly ms: number
  /** True when the answer came while the request body was still being sent (it was not waited for). */
  readonly isEarly: boolean
}

export type Send = {
  readonly method?: string
  /** Sent as it is: encoded or malformed on purpose. */
  readonly path: string
  readonly headers?: Record<string, string>
  readonly body?: string | Buffer | Readable
  /** The loopback address the request comes from (127.0.0.x): each test can be a client of its own. */
  readonly from?: string
  readonly timeoutMs?: number
}

type Tally = { requests: number; serverErrors: number; serverErrorSamples: string[] }

/**
 * Requests and 5xx answers of this test file, written out for the run's figures (global-setup.ts).
 * Kept on globalThis: the setup file and the test file must count in the same place.
 */
export const tally: Tally = ((globalThis as { abuseTally?: Tally }).abuseTally ??= {
  requests: 0,
  serverErrors: 0,
  serverErrorSamples: [],
})

export function baseUrl(): URL {
  return new URL(inject('abuse').url)
}

/**
 * One HTTP request over a fresh connection, with the path exactly as given (no normalising), from
 * the given loopback address. A body stream that the server refuses early is abandoned: the answer
 * counts, not the upload.
 */
export function send(request: Send): Promise<Answer> {
  const base = baseUrl()
  const started = performance.now()
  tally.requests += 1
  return new Promise((resolve, reject) => {
    let isBodySent = false
    const outgoing = http.request({
      host: base.hostname === 'localhost' ? '127.0.0.1' : base.hostname,
      port: base.port,
      method: request.method ?? 'GET',
      path: request.path,
      headers: { connection: 'close', ...request.headers },
      localAddress: request.from,
      agent: false,
      timeout: request.timeoutMs ?? 60_000,
    })
    outgoing.on('response', (incoming) => {
      const isEarly = !isBodySent
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('error', reject)
      incoming.on('end', () => {
        const status = incoming.statusCode ?? 0
        if (status >= 500) {
          tally.serverErrors += 1
          if (tally.serverErrorSamples.length < 20) {
            tally.serverErrorSamples.push(`${status} ${request.method ?? 'GET'} ${request.path.slice(0, 160)}`)
          }
        }
        resolve({
          status,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
          isEarly,
        })
        outgoing.destroy()
      })
    })
    outgoing.on('timeout', () => outgoing.destroy(new Error(`timeout: ${request.method ?? 'GET'} ${request.path}`)))
    // A server that answered and closed while the body was still going out: the answer came first and counts.
    outgoing.on('error', reject)
    const { body } = request
    if (body instanceof Readable) {
      body.on('end', () => (isBodySent = true))
      body.on('error', () => undefined)
      body.pipe(outgoing)
      outgoing.on('close', () => body.destroy())
    } else {
      outgoing.end(body, () => (isBodySent = true))
    }
  })
}

/** The answer's JSON body (undefined when it is not JSON). */
export function jsonOf<T = Record<string, unknown>>(answer: Answer): T | undefined {
  try {
    return JSON.parse(answer.body.toString('utf8')) as T
  } catch {
    return undefined
  }
}

/**
 * A body of `size` bytes that starts with `head` and goes on with filler, produced as it is sent
 * (never held in memory). With `stallAfter`, it stops after that many bytes and never ends: the
 * server must answer without the rest.
 */
export function streamedBody(params: { head: string; size: number; stallAfter?: number }): Readable {
  const chunk = Buffer.alloc(64 * 1024, 'a')
  let sent = 0
  const head = Buffer.from(params.head)
  return new Readable({
    read() {
      if (sent === 0) {
        sent += head.byteLength
        this.push(head)
        return
      }
      if (params.stallAfter !== undefined && sent >= params.stallAfter) return
      if (sent >= params.size) {
        this.push(null)
        return
      }
      const next = chunk.subarray(0, Math.min(chunk.byteLength, params.size - sent))
      sent += next.byteLength
      this.push(next)
    },
  })
}

/** A multipart/form-data body: text fields, then files, with its content type. */
export function multipart(
  parts: readonly ({ name: string; value: string } | { name: string; filename: string; type: string; data: Buffer })[],
): {
  body: Buffer
  contentType: string
} {
  const boundary = `----abuse${Math.random().toString(16).slice(2)}`
  const pieces: Buffer[] = []
  for (const part of parts) {
    if ('value' in part) {
      pieces.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      )
    } else {
      pieces.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      )
    }
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` }
}
