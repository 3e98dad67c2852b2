import { describe, expect, it } from 'vitest'

import { signCookieValue, verifyCookieValue } from './cookie-codec'

const secret = 'a-test-secret-of-some-length'

describe('manage cookie codec', () => {
  it('reads back what it signed, accents included', () => {
    const signed = signCookieValue({ name: 'n', value: 'Jónsdóttir', secret })
    expect(verifyCookieValue({ name: 'n', signed, secret })).toBe('Jónsdóttir')
  })

  it('still reads a cookie signed before the codecs shared one helper', () => {
    const written = 'SsOzbnNkw7N0dGly.2xeoausNatnok5f5z7bwgNwjYmjzmqQ94MwwPfqxJ_U'
    const params = { name: 'vegur_manage_last_name', secret: 'a-test-secret-of-sufficient-length' }
    expect(verifyCookieValue({ ...params, signed: written })).toBe('Jónsdóttir')
    expect(signCookieValue({ ...params, value: 'Jónsdóttir' })).toBe(written)
  })

  it('refuses a changed value, another cookie name, another secret or garbage', () => {
    const signed = signCookieValue({ name: 'n', value: 'ABC', secret })
    const [, tag] = signed.split('.')
    const forged = `${Buffer.from('ABD').toString('base64url')}.${tag}`
    expect(verifyCookieValue({ name: 'n', signed: forged, secret })).toBeUndefined()
    expect(verifyCookieValue({ name: 'v', signed, secret })).toBeUndefined()
    expect(verifyCookieValue({ name: 'n', signed, secret: `${secret}!` })).toBeUndefined()
    expect(verifyCookieValue({ name: 'n', signed: 'ABC', secret })).toBeUndefined()
    expect(verifyCookieValue({ name: 'n', signed: undefined, secret })).toBeUndefined()
  })
})
