import { describe, expect, it } from 'vitest'

import {
  addressLimitKey,
  clientAddressOf,
  MAX_CHAIN_ENTRIES,
  normaliseAddress,
  parseAddressChain,
} from './client-address'

describe('client address behind trusted proxies', () => {
  it('uses the socket address with no trusted hop, whatever X-Forwarded-For claims', () => {
    const chain = parseAddressChain('1.1.1.1, 2.2.2.2, 203.0.113.9')
    expect(clientAddressOf(chain, 0)).toBe('203.0.113.9')
    // Rotating the forwarded entries does not change the answer.
    expect(clientAddressOf(parseAddressChain('9.9.9.9, 203.0.113.9'), 0)).toBe('203.0.113.9')
  })

  it('takes the entry written by the outermost trusted proxy', () => {
    // client spoofs 6.6.6.6; the load balancer (10.0.0.2, our socket peer) appended the real 198.51.100.7
    const chain = parseAddressChain('6.6.6.6, 198.51.100.7, 10.0.0.2')
    expect(clientAddressOf(chain, 1)).toBe('198.51.100.7')
    // CDN in front of the load balancer: two hops
    expect(clientAddressOf(parseAddressChain('6.6.6.6, 198.51.100.7, 172.16.0.5, 10.0.0.2'), 2)).toBe('198.51.100.7')
  })

  it('falls back to the farthest entry when the chain is shorter than the hops', () => {
    expect(clientAddressOf(['10.0.0.2'], 1)).toBe('10.0.0.2')
    expect(clientAddressOf(['198.51.100.7', '10.0.0.2'], 3)).toBe('198.51.100.7')
    expect(clientAddressOf([], 0)).toBe('unknown')
  })

  it('treats bad hop counts as the nearest sane value', () => {
    expect(clientAddressOf(['1.1.1.1', '2.2.2.2'], -4)).toBe('2.2.2.2')
    expect(clientAddressOf(['1.1.1.1', '2.2.2.2'], 1.7)).toBe('1.1.1.1')
  })

  it('keeps only the right end of a very long header', () => {
    const spoofed = Array.from({ length: 500 }, (_, i) => `10.1.${Math.floor(i / 256)}.${i % 256}`).join(', ')
    const chain = parseAddressChain(`${spoofed}, 203.0.113.9`)
    expect(chain).toHaveLength(MAX_CHAIN_ENTRIES)
    expect(chain.at(-1)).toBe('203.0.113.9')
    expect(parseAddressChain(' , ,')).toEqual([])
    expect(parseAddressChain(null)).toEqual([])
  })

  it('spells one address one way', () => {
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(normaliseAddress('203.0.113.9:51234')).toBe('203.0.113.9')
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8:0:0:0:0:0:1')
    expect(normaliseAddress('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8:0:0:0:0:0:1')
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80:0:0:0:0:0:0:1')
    expect(normaliseAddress('::1')).toBe('0:0:0:0:0:0:0:1')
    expect(normaliseAddress('Unknown')).toBe('unknown')
    expect(normaliseAddress('x'.repeat(300))).toHaveLength(64)
    expect(normaliseAddress('')).toBe('unknown')
  })

  it('counts an IPv6 client by its /64 network and an IPv4 client by its address', () => {
    expect(addressLimitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(addressLimitKey(normaliseAddress('2001:db8:1:2::99'))).toBe('2001:db8:1:2::/64')
    expect(addressLimitKey('203.0.113.9')).toBe('203.0.113.9')
    expect(addressLimitKey('unknown')).toBe('unknown')
  })
})
