import { describe, expect, it } from 'vitest'

import { canLoadSnippets, consentCookie, parseConsent } from '@/domain/tracking/consent'

describe('parseConsent', () => {
  it('reads the two stored choices and nothing else', () => {
    expect(parseConsent('granted')).toBe('granted')
    expect(parseConsent('dismissed')).toBe('dismissed')
    expect(parseConsent('yes')).toBeNull()
    expect(parseConsent(undefined)).toBeNull()
  })
})

describe('canLoadSnippets', () => {
  it('loads snippets only after Agree; closing the notice grants nothing', () => {
    expect(canLoadSnippets('granted')).toBe(true)
    expect(canLoadSnippets('dismissed')).toBe(false)
    expect(canLoadSnippets(null)).toBe(false)
  })
})

describe('consentCookie', () => {
  it('keeps the choice 360 days for the whole site', () => {
    expect(consentCookie('granted', false)).toBe('cookie_consent=granted; Path=/; Max-Age=31104000; SameSite=Lax')
  })

  it('marks the cookie secure on https', () => {
    expect(consentCookie('dismissed', true)).toMatch(/^cookie_consent=dismissed;.*; Secure$/)
  })
})
