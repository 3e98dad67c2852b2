import { describe, expect, it } from 'vitest'

import { isSameText, purposeKey, readSignedJson, signJson, signValue, verifySignedValue } from './signed-value'

const key = Buffer.alloc(32, 7)
const otherKey = Buffer.alloc(32, 8)

describe('signed values', () => {
  it('reads back what it signed, accents included', () => {
    const signed = signValue({ payload: 'Guðrún Jónsdóttir', key })
    expect(verifySignedValue({ signed, key })).toBe('Guðrún Jónsdóttir')
  })

  it('writes `<base64url payload>.<base64url HMAC-SHA256>`', () => {
    const [body, tag, ...rest] = signValue({ payload: 'ABC', key }).split('.')
    expect(rest).toEqual([])
    expect(Buffer.from(body ?? '', 'base64url').toString('utf8')).toBe('ABC')
    expect(tag).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('still reads a visitor token signed before the codecs shared this helper', () => {
    const issued = 'eyJ2IjoxLCJ0eXAiOiJhY2Nlc3MiLCJzdWIiOiJ2ZWd1ci13ZWIifQ.Mc4HQMoZ7H8alR7tDYdjiiSsO43QWgufgkHaDajKINw'
    expect(readSignedJson({ signed: issued, key })).toEqual({ v: 1, typ: 'access', sub: 'vegur-web' })
    expect(signJson({ value: { v: 1, typ: 'access', sub: 'vegur-web' }, key })).toBe(issued)
  })

  it('refuses a changed payload, a changed signature or another key', () => {
    const signed = signValue({ payload: 'ABC', key })
    const [, tag] = signed.split('.')
    expect(verifySignedValue({ signed: `${Buffer.from('ABD').toString('base64url')}.${tag}`, key })).toBeUndefined()
    expect(verifySignedValue({ signed: `${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`, key })).toBe(
      undefined,
    )
    expect(verifySignedValue({ signed, key: otherKey })).toBeUndefined()
  })

  it('binds a value to its context', () => {
    const signed = signValue({ payload: 'ABC', key, context: 'vegur_manage_voucher' })
    expect(verifySignedValue({ signed, key, context: 'vegur_manage_voucher' })).toBe('ABC')
    expect(verifySignedValue({ signed, key, context: 'vegur_manage_last_name' })).toBeUndefined()
    expect(verifySignedValue({ signed, key })).toBeUndefined()
    expect(verifySignedValue({ signed: signValue({ payload: 'ABC', key }), key, context: 'x' })).toBeUndefined()
  })

  it('refuses missing and malformed values without throwing', () => {
    for (const signed of [undefined, '', 'abc', '.', 'abc.', '.abc', 'a.b.c', '%%%.###']) {
      expect(verifySignedValue({ signed, key })).toBeUndefined()
      expect(readSignedJson({ signed, key })).toBeUndefined()
    }
  })

  it('reads JSON only from a genuine value that holds JSON', () => {
    expect(readSignedJson({ signed: signJson({ value: { a: [1, 'b'] }, key }), key })).toEqual({ a: [1, 'b'] })
    expect(readSignedJson({ signed: signValue({ payload: 'not json', key }), key })).toBeUndefined()
  })

  it('derives a different key for every purpose and secret, the same one each time', () => {
    const secret = 'a-test-secret-of-sufficient-length'
    expect(purposeKey(secret, 'a/v1')).toHaveLength(32)
    expect(purposeKey(secret, 'a/v1').equals(purposeKey(secret, 'a/v1'))).toBe(true)
    expect(purposeKey(secret, 'a/v1').equals(purposeKey(secret, 'b/v1'))).toBe(false)
    expect(purposeKey(secret, 'a/v1').equals(purposeKey(`${secret}!`, 'a/v1'))).toBe(false)
  })

  it('compares texts exactly', () => {
    expect(isSameText('abc', 'abc')).toBe(true)
    expect(isSameText('abc', 'abd')).toBe(false)
    expect(isSameText('abc', 'abcd')).toBe(false)
    expect(isSameText('', 'a')).toBe(false)
    expect(isSameText('é', 'e')).toBe(false)
  })
})
