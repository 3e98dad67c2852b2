import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  isAllowedOrigin,
  isApiPath,
  isDecodableActionPost,
  isDynamicPage,
  isForeignOrigin,
  isMalformedPath,
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

describe('isDecodableActionPost', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)
  const action = (contentType: string) => new Headers({ 'next-action': 'a'.repeat(42), 'content-type': contentType })
  const multipart = async (entries: Record<string, string>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(entries)) form.append(name, value)
    const encoded = new Response(form)
    return { type: encoded.headers.get('content-type') ?? '', body: new Uint8Array(await encoded.arrayBuffer()) }
  }

  it('accepts what the React client sends', async () => {
    expect(await isDecodableActionPost(action('text/plain;charset=UTF-8'), bytes('["en"]'))).toBe(true)
    const form = await multipart({ '0': '["$K1"]', '1_voucher': 'X' })
    expect(await isDecodableActionPost(action(form.type), form.body)).toBe(true)
    const page = await multipart({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"x","bound":"$@1"}', '$ACTION_1:1': '[]' })
    expect(await isDecodableActionPost(new Headers({ 'content-type': page.type }), page.body)).toBe(true)
  })

  it('refuses bodies the action decoder would throw on', async () => {
    expect(await isDecodableActionPost(action('text/plain'), bytes('{{{'))).toBe(false)
    expect(await isDecodableActionPost(action('text/plain'), bytes('["$Q1"]'))).toBe(false)
    expect(await isDecodableActionPost(action('text/plain'), bytes(`${'['.repeat(20_000)}${']'.repeat(20_000)}`))).toBe(
      false,
    )
    const forged = await multipart({ '0': '["$Q5"]' })
    expect(await isDecodableActionPost(action(forged.type), forged.body)).toBe(false)
    const page = await multipart({
      $ACTION_REF_1: '',
      '$ACTION_1:0': '{"id":"x","bound":"$@1"}',
      '$ACTION_1:1': '["$W3"]',
    })
    expect(await isDecodableActionPost(new Headers({ 'content-type': page.type }), page.body)).toBe(false)
    expect(
      await isDecodableActionPost(new Headers({ 'content-type': 'multipart/form-data; boundary=z' }), bytes('junk')),
    ).toBe(false)
  })

  it('lets other posts to a page through', async () => {
    expect(await isDecodableActionPost(new Headers({ 'content-type': 'application/json' }), bytes('{'))).toBe(true)
  })
})
