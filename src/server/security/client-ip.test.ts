import { describe, expect, it } from 'vitest'

import { ADDRESS_CHAIN_HEADER, clientIpOf, UNKNOWN_CLIENT } from './client-ip'

const request = (entries: Record<string, string>) => new Headers(entries)

describe('client IP for limits', () => {
  it('is the socket address with no trusted proxy, whatever X-Forwarded-For says', () => {
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      const headers = request({ 'x-forwarded-for': spoofed, [ADDRESS_CHAIN_HEADER]: `${spoofed}, 203.0.113.9` })
      expect(clientIpOf(headers, 0)).toBe('203.0.113.9')
    }
  })

  it('is the address the trusted proxy appended', () => {
    const headers = request({ [ADDRESS_CHAIN_HEADER]: '6.6.6.6, 198.51.100.7, 10.0.0.2' })
    expect(clientIpOf(headers, 1)).toBe('198.51.100.7')
  })

  it('counts an IPv6 client by its /64', () => {
    expect(clientIpOf(request({ [ADDRESS_CHAIN_HEADER]: '2001:db8:5:6::abcd' }), 0)).toBe('2001:db8:5:6::/64')
    expect(clientIpOf(request({ [ADDRESS_CHAIN_HEADER]: '::ffff:127.0.0.1' }), 0)).toBe('127.0.0.1')
  })

  it('is one shared "unknown" without our server, never the client-sent X-Forwarded-For', () => {
    expect(clientIpOf(request({ 'x-forwarded-for': '1.1.1.1' }), 0)).toBe(UNKNOWN_CLIENT)
    expect(clientIpOf(request({ 'x-forwarded-for': '1.1.1.1' }), 1)).toBe(UNKNOWN_CLIENT)
  })
})
