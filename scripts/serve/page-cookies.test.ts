import { describe, expect, it } from 'vitest'

import { CONSENT_COOKIE } from '@/domain/tracking/consent'
import { LOCALE_COOKIE } from '@/i18n/locale-cookie'

import { LANGUAGE_COOKIE, pageCookieKey } from './page-cookies.mjs'

describe('cookies that leave a cached page the same', () => {
  it('are none, the consent, analytics ids and the language, which is the key', () => {
    expect(pageCookieKey(undefined)).toBe('')
    expect(pageCookieKey('')).toBe('')
    expect(pageCookieKey(`${CONSENT_COOKIE}=granted`)).toBe('')
    expect(
      pageCookieKey('_ga=GA1.1.2.3; _ga_ABC123=GS1; _gid=x; _gcl_au=1; _fbp=fb; _clck=a; _hjSessionUser_1=x'),
    ).toBe('')
    expect(pageCookieKey(`${CONSENT_COOKIE}=granted; ${LOCALE_COOKIE.name}=de`)).toBe('de')
    expect(pageCookieKey(['_ga=1', 'NEXT_LOCALE=fr'])).toBe('fr')
    expect(LANGUAGE_COOKIE).toBe(LOCALE_COOKIE.name)
  })

  it('refuses any other cookie: a signed-in editor, a booking, draft mode, one it does not know', () => {
    for (const header of [
      'payload-token=abc',
      'cookie_consent=granted; vegur_booking=x',
      '__prerender_bypass=1',
      'NEXT_LOCALE=de; session=1',
      '_gax=1',
    ]) {
      expect(pageCookieKey(header), header).toBeUndefined()
    }
  })
})
