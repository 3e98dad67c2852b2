import { describe, expect, it } from 'vitest'

import {
  canLoadSnippets,
  CONSENT_MARK_ATTRIBUTE,
  CONSENT_MARK_SCRIPT,
  consentCookie,
  parseConsent,
} from '@/domain/tracking/consent'

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

describe('CONSENT_MARK_SCRIPT', () => {
  /** Runs the head script against a document whose cookie header is `cookie`; true when it marked `<html>`. */
  function marks(cookie: string): boolean {
    const attributes = new Map<string, string>()
    const document = {
      cookie,
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    }
    new Function('document', CONSENT_MARK_SCRIPT)(document)
    return attributes.get(CONSENT_MARK_ATTRIBUTE) === ''
  }

  it('marks the page of a visitor who agreed or closed the notice, wherever the cookie stands', () => {
    expect(marks('cookie_consent=granted')).toBe(true)
    expect(marks('NEXT_LOCALE=de; cookie_consent=dismissed; _ga=GA1.1')).toBe(true)
  })

  it('leaves the notice to a visitor who has not chosen, or whose cookie says something else', () => {
    expect(marks('')).toBe(false)
    expect(marks('NEXT_LOCALE=de')).toBe(false)
    expect(marks('cookie_consent=yes')).toBe(false)
    expect(marks('my_cookie_consent=granted')).toBe(false)
  })
})
