import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refusesMethod, refuseUnknownMethods } from './refuse-method.mjs'

let server: Server
let port: number

beforeAll(async () => {
  server = createServer((request, response) => {
    if (refusesMethod(request, response)) return
    response.end('handed on')
  })
  refuseUnknownMethods(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The raw answer to a raw request line. */
function raw(requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: x\r\n\r\n`))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('methods our server refuses', () => {
  it('answers TRACE, TRACK and CONNECT with 405 and an Allow header', async () => {
    for (const line of ['TRACE / HTTP/1.1', 'TRACK /api/pages HTTP/1.1', 'CONNECT example.com:443 HTTP/1.1']) {
      const answer = await raw(line)
      expect(answer, line).toMatch(/^HTTP\/1\.1 405 /)
      expect(answer.toLowerCase()).toContain('allow: get, head, post')
    }
  })

  it('answers a made-up method 405 and other garbage 400', async () => {
    expect(await raw('FROB / HTTP/1.1')).toMatch(/^HTTP\/1\.1 405 /)
    expect(await raw('GET / HTTP/9.9 junk')).toMatch(/^HTTP\/1\.1 400 /)
  })

  it('hands every other method on', async () => {
    for (const method of ['GET', 'POST', 'OPTIONS', 'PROPFIND']) {
      expect(await raw(`${method} / HTTP/1.1\r\nConnection: close`), method).toMatch(/handed on$/)
    }
  })
})
