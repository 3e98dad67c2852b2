import { describe, expect, it } from 'vitest'

import { isSignedValue, signatureHeader, signPayload, signValue, verifySignature } from './signature'

const secret = 'test-secret-0123456789'
const body = '{"id":"evt_1"}'
const now = new Date('2027-01-01T12:00:00Z')
const timestamp = Math.floor(now.getTime() / 1000)

describe('callback signatures', () => {
  it('sign timestamp + "." + body with HMAC-SHA256', () => {
    // printf '%s' '1798804800.{"id":"evt_1"}' | openssl dgst -sha256 -hmac test-secret-0123456789
    expect(signPayload({ secret, timestamp, body })).toBe(
      '34c650ec6fadc42457d706792ac7ac06b856ce99c34810b04f2d5524d4085e98',
    )
    expect(signatureHeader({ secret, body, now })).toBe(`t=${timestamp},v1=${signPayload({ secret, timestamp, body })}`)
  })

  it('accept a fresh, correct signature within the tolerance either way', () => {
    const header = signatureHeader({ secret, body, now })
    for (const offset of [-300, 0, 300]) {
      const at = new Date(now.getTime() + offset * 1000)
      expect(verifySignature({ secret, header, body, now: at, toleranceSeconds: 300 }).isOk).toBe(true)
    }
  })

  it('refuse a stale timestamp', () => {
    const header = signatureHeader({ secret, body, now })
    const later = new Date(now.getTime() + 301_000)
    const result = verifySignature({ secret, header, body, now: later, toleranceSeconds: 300 })
    expect(result.isOk ? undefined : result.error.code).toBe('STALE_CALLBACK')
  })

  it('refuse a wrong secret, a changed body, a changed timestamp and garbage', () => {
    const header = signatureHeader({ secret, body, now })
    const check = (params: { header: string | null; body?: string; secret?: string }) => {
      const result = verifySignature({
        secret: params.secret ?? secret,
        header: params.header,
        body: params.body ?? body,
        now,
        toleranceSeconds: 300,
      })
      return result.isOk ? 'ok' : result.error.code
    }
    expect(check({ header, secret: 'another-secret-000000' })).toBe('INVALID_SIGNATURE')
    expect(check({ header, body: '{"id":"evt_2"}' })).toBe('INVALID_SIGNATURE')
    expect(check({ header: header.replace(`t=${timestamp}`, `t=${timestamp + 1}`) })).toBe('INVALID_SIGNATURE')
    expect(check({ header: null })).toBe('INVALID_SIGNATURE')
    expect(check({ header: 't=abc,v1=xyz' })).toBe('INVALID_SIGNATURE')
  })

  it('sign return values', () => {
    const signature = signValue(secret, 'gw_1.ref')
    expect(isSignedValue(secret, 'gw_1.ref', signature)).toBe(true)
    expect(isSignedValue(secret, 'gw_2.ref', signature)).toBe(false)
    expect(isSignedValue(secret, 'gw_1.ref', 'short')).toBe(false)
  })
})
