import { describe, expect, it } from 'vitest'

import { assertRecaptchaClientSettings, botCheckSettings, builtInVerdict, MIN_FILL_MS } from './bot-check-settings'

describe('botCheckSettings', () => {
  it('is the built-in check when nothing is set', () => {
    expect(botCheckSettings({})).toEqual({ isOk: true, value: { kind: 'built-in' } })
  })

  it('is reCAPTCHA when key, secret and version are set', () => {
    expect(botCheckSettings({ siteKey: 'k', secret: 's', version: 'enterprise' })).toEqual({
      isOk: true,
      value: { kind: 'recaptcha', siteKey: 'k', secret: 's', version: 'enterprise' },
    })
  })

  it('names what is missing with the spec words', () => {
    expect(botCheckSettings({ secret: 's', version: 'v2' })).toEqual({
      isOk: false,
      message: 'ReCaptcha error: No key provided',
    })
    expect(botCheckSettings({ siteKey: 'k', secret: 's' })).toEqual({
      isOk: false,
      message: 'ReCaptcha error: No version provided',
    })
    expect(botCheckSettings({ siteKey: 'k', version: 'v2' })).toEqual({
      isOk: false,
      message: 'ReCaptcha error: No secret provided',
    })
  })
})

describe('assertRecaptchaClientSettings', () => {
  it('throws the spec errors', () => {
    expect(() => assertRecaptchaClientSettings(undefined, 'v2')).toThrow('ReCaptcha error: No key provided')
    expect(() => assertRecaptchaClientSettings('key', '')).toThrow('ReCaptcha error: No version provided')
    expect(() => assertRecaptchaClientSettings('key', 'v2')).not.toThrow()
  })
})

describe('builtInVerdict', () => {
  const now = 1_000_000_000
  it('passes a form filled by a person', () => {
    expect(builtInVerdict({ honeypot: '', issuedAt: now - MIN_FILL_MS, now })).toBe('ok')
  })
  it('refuses a filled honeypot', () => {
    expect(builtInVerdict({ honeypot: 'http://spam', issuedAt: now - 60_000, now })).toBe('honeypot')
  })
  it('refuses a form sent faster than a person can', () => {
    expect(builtInVerdict({ honeypot: undefined, issuedAt: now - MIN_FILL_MS + 1, now })).toBe('too-fast')
    expect(builtInVerdict({ honeypot: undefined, issuedAt: now + 5000, now })).toBe('too-fast')
  })
  it('refuses a start older than a day and a missing start', () => {
    expect(builtInVerdict({ honeypot: '', issuedAt: now - 25 * 3600 * 1000, now })).toBe('too-fast')
    expect(builtInVerdict({ honeypot: '', issuedAt: undefined, now })).toBe('no-start')
  })
})
