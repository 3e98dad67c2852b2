import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  isAllowedOrigin,
  isApiPath,
  isDynamicPage,
  isForeignOrigin,
  isMalformedPath,
  isParsableActionBody,
  isSitePage,
  localeOfPath,
} from './request-guards'

describe('isMalformedPath', () => {
  it('finds the broken percent-encodings of issue 15 row 11', () => {
    for (const path of ['/%', '/%%', '/%E0%A4%A', '/de/%', '/api/%', '/a%2', '/%zz'])
      expect(isMalformedPath(path)).toBe(true)
  })

  it('finds NUL and other control characters', () => {
    expect(isMalformedPath('/api/media/file/%00.png')).toBe(true)
    expect(isMalformedPath('/about%0A')).toBe(true)
    expect(isMalformedPath('/x%7F')).toBe(true)
  })

  it('leaves well-formed addresses alone, encoded or not', () => {
    for (const path of ['/', '/about', '/de/', '/api/media/file/my%20photo.png', '/is/%C3%BEj%C3%B3nusta', '/a%25b'])
      expect(isMalformedPath(path)).toBe(false)
  })
})

describe('localeOfPath', () => {
  it('takes the language prefix, else the default language', () => {
    expect(localeOfPath('/de/%')).toBe('de')
    expect(localeOfPath('/is')).toBe('is')
    expect(localeOfPath('/%')).toBe('en')
    expect(localeOfPath('/xx/%')).toBe('en')
  })
})

describe('isSitePage / isApiPath', () => {
  it('tells pages from the admin, APIs, Next files and files with an extension', () => {
    expect(isSitePage('/')).toBe(true)
    expect(isSitePage('/de/about')).toBe(true)
    expect(isSitePage('/administration')).toBe(true)
    for (const path of [
      '/admin',
      '/admin/login',
      '/api/x',
      '/v1/ecommerce',
      '/v2/auth/login',
      '/currency/x',
      '/_next/static/a.js',
      '/robots.txt',
    ])
      expect(isSitePage(path)).toBe(false)
    expect(isApiPath('/api/media/file/a.png')).toBe(true)
    expect(isApiPath('/v2/auth/login')).toBe(true)
    expect(isApiPath('/admin')).toBe(false)
    expect(isApiPath('/apiary')).toBe(false)
  })
})

describe('isDynamicPage', () => {
  it('marks booking steps, manage pages and payment outcomes in every language', () => {
    for (const path of [
      '/booking',
      '/booking/payment',
      '/de/booking/detail',
      '/manage-my-booking',
      '/fr/manage-booking/extras',
      '/manage-booking-online',
      '/confirmation/success',
    ])
      expect(isDynamicPage(path)).toBe(true)
  })

  it('leaves content pages cacheable', () => {
    for (const path of ['/', '/de/', '/about', '/de/about', '/bookings-faq', '/our-cars'])
      expect(isDynamicPage(path)).toBe(false)
  })
})

describe('isAllowedOrigin', () => {
  const site = { host: 'localhost:3105', siteUrl: 'https://www.vegur.is' }

  it('accepts the request host and the public site host', () => {
    expect(isAllowedOrigin('http://localhost:3105', site)).toBe(true)
    expect(isAllowedOrigin('https://www.vegur.is', site)).toBe(true)
  })

  it('refuses other sites, null and garbage', () => {
    expect(isAllowedOrigin('https://evil.example', site)).toBe(false)
    expect(isAllowedOrigin('https://www.vegur.is.evil.example', site)).toBe(false)
    expect(isAllowedOrigin('null', site)).toBe(false)
    expect(isAllowedOrigin('', site)).toBe(false)
  })
})

describe('isForeignOrigin', () => {
  afterEach(() => vi.unstubAllEnvs())
  const from = (origin: string, forwardedHost: string) =>
    new Headers({ origin, host: 'app.internal:3000', 'x-forwarded-host': forwardedHost })

  it('ignores X-Forwarded-Host when no proxy is trusted', () => {
    vi.stubEnv('SITE_URL', 'https://www.vegur.is')
    vi.stubEnv('TRUSTED_PROXY_HOPS', '')
    expect(isForeignOrigin(from('https://evil.example', 'evil.example'))).toBe(true)
    expect(isForeignOrigin(from('https://www.vegur.is', 'evil.example'))).toBe(false)
    expect(isForeignOrigin(new Headers({ host: 'app.internal:3000' }))).toBe(false)
  })

  it('takes the host a trusted proxy wrote', () => {
    vi.stubEnv('SITE_URL', 'https://www.vegur.is')
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1')
    expect(isForeignOrigin(from('https://shop.vegur.is', 'shop.vegur.is'))).toBe(false)
    expect(isForeignOrigin(from('https://evil.example', 'evil.example, shop.vegur.is'))).toBe(true)
  })
})

describe('isParsableActionBody', () => {
  it('accepts what the React client sends', () => {
    expect(isParsableActionBody('text/plain;charset=UTF-8', '["en"]')).toBe(true)
    expect(isParsableActionBody('multipart/form-data; boundary=x', '')).toBe(true)
  })

  it('refuses bodies the action decoder would choke on', () => {
    expect(isParsableActionBody('text/plain;charset=UTF-8', '{{{')).toBe(false)
    expect(isParsableActionBody('text/plain;charset=UTF-8', '{"a":1}')).toBe(false)
    expect(isParsableActionBody(null, '')).toBe(false)
  })

  it('refuses references to parts a text body cannot have, keeps inline values', () => {
    expect(isParsableActionBody('text/plain', '["$Q1","$K9"]')).toBe(false)
    expect(isParsableActionBody('text/plain', '[{"a":["$@2"]}]')).toBe(false)
    expect(isParsableActionBody('text/plain', '["$"]')).toBe(false)
    expect(isParsableActionBody('text/plain', `["$n${'9'.repeat(301)}"]`)).toBe(false)
    expect(
      isParsableActionBody('text/plain', '["$$5", "$D2026-01-01T00:00:00.000Z", "$undefined", "$n12", "$T", 1, null]'),
    ).toBe(true)
  })
})
