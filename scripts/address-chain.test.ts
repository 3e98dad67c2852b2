import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { MAX_CHAIN_ENTRIES } from '@/domain/security/client-address'
import { ADDRESS_CHAIN_HEADER as APP_HEADER, clientIpOf } from '@/server/security/client-ip'

import { ADDRESS_CHAIN_HEADER, recordAddressChain } from './address-chain.mjs'

function incoming(headers: Record<string, string | string[]>, remoteAddress?: string): IncomingMessage {
  return { headers: { ...headers }, socket: { remoteAddress } } as unknown as IncomingMessage
}

function appHeaders(request: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  return headers
}

describe('address chain recorded by our server', () => {
  it('uses the header name the app reads', () => {
    expect(ADDRESS_CHAIN_HEADER).toBe(APP_HEADER)
  })

  it('appends the socket address to the forwarded entries as received', () => {
    const request = incoming({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7' }, '10.0.0.2')
    recordAddressChain(request)
    expect(request.headers[ADDRESS_CHAIN_HEADER]).toBe('6.6.6.6, 198.51.100.7, 10.0.0.2')
    expect(clientIpOf(appHeaders(request), 0)).toBe('10.0.0.2')
    expect(clientIpOf(appHeaders(request), 1)).toBe('198.51.100.7')
  })

  it('replaces a copy the client sent', () => {
    const request = incoming({ [ADDRESS_CHAIN_HEADER]: '1.2.3.4', 'x-forwarded-for': '1.2.3.4' }, '203.0.113.9')
    recordAddressChain(request)
    expect(clientIpOf(appHeaders(request), 0)).toBe('203.0.113.9')
    const bare = incoming({ [ADDRESS_CHAIN_HEADER]: '1.2.3.4' }, '::ffff:203.0.113.9')
    recordAddressChain(bare)
    expect(bare.headers[ADDRESS_CHAIN_HEADER]).toBe('::ffff:203.0.113.9')
    expect(clientIpOf(appHeaders(bare), 0)).toBe('203.0.113.9')
  })

  it('keeps the right end of a huge or repeated X-Forwarded-For', () => {
    const many = Array.from({ length: 1000 }, () => '9.9.9.9').join(',')
    const request = incoming({ 'x-forwarded-for': [many, '8.8.8.8'] }, '203.0.113.9')
    recordAddressChain(request)
    const chain = String(request.headers[ADDRESS_CHAIN_HEADER]).split(', ')
    expect(chain.length).toBeLessThanOrEqual(MAX_CHAIN_ENTRIES)
    expect(chain.slice(-2)).toEqual(['8.8.8.8', '203.0.113.9'])
  })
})
