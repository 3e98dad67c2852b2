import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { CONSENT_MARK_SCRIPT } from '@/domain/tracking/consent'

import { baseSecurityHeaders, contentSecurityPolicy, headerRules, paymentPageOrigins } from './security-headers'

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  it('keeps a cached page free of anything per request: no nonce, same text every time', () => {
    const policy = contentSecurityPolicy('page')
    expect(policy).toBe(contentSecurityPolicy('page'))
    expect(policy).not.toContain('nonce-')
    const script = directives(policy).get('script-src')
    expect(script).toContain("'unsafe-inline'")
    expect(script).not.toContain("'unsafe-eval'")
  })

  it('trusts only the nonce (and what it loads) and the cookie notice head script on a dynamic page', () => {
    const script = directives(contentSecurityPolicy('noncePage', { nonce: 'abc123' })).get('script-src')
    const consentMark = `'sha256-${createHash('sha256').update(CONSENT_MARK_SCRIPT).digest('base64')}'`
    expect(script?.slice(0, 3)).toEqual(["'nonce-abc123'", consentMark, "'strict-dynamic'"])
    expect(() => contentSecurityPolicy('noncePage')).toThrow()
  })

  it('adds no hash to a cached page, where a hash would switch off the inline scripts Next writes', () => {
    expect(directives(contentSecurityPolicy('page')).get('script-src')?.join(' ')).not.toContain('sha256-')
  })

  it('forbids foreign framing, plugins and base-tag hijacks on every document', () => {
    for (const kind of ['page', 'admin', 'api', 'media'] as const) {
      const policy = directives(contentSecurityPolicy(kind))
      expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    }
    for (const kind of ['page', 'admin'] as const) {
      const policy = directives(contentSecurityPolicy(kind))
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'self'"])
      expect(policy.get('form-action')).toEqual(["'self'"])
    }
  })

  it('lets API answers and media files run nothing', () => {
    expect(directives(contentSecurityPolicy('api')).get('default-src')).toEqual(["'none'"])
    const media = directives(contentSecurityPolicy('media'))
    expect(media.get('default-src')).toEqual(["'none'"])
    expect(media.has('script-src')).toBe(false)
  })

  it('allows eval and the reload socket only in development', () => {
    expect(contentSecurityPolicy('admin', { isDev: true })).toContain("'unsafe-eval'")
    expect(contentSecurityPolicy('admin')).not.toContain("'unsafe-eval'")
    expect(contentSecurityPolicy('page', { isDev: true })).toContain('ws:')
  })

  it('upgrades insecure requests only on an https site', () => {
    expect(contentSecurityPolicy('page', { isHttps: true })).toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy('page')).not.toContain('upgrade-insecure-requests')
  })
})

describe('baseSecurityHeaders', () => {
  const keys = (siteUrl: string) => baseSecurityHeaders(siteUrl).map((header) => header.key)

  it('sends nosniff, frame protection, the referrer and permissions policies', () => {
    const headers = Object.fromEntries(baseSecurityHeaders('http://localhost:3000').map((h) => [h.key, h.value]))
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers['Permissions-Policy']).toContain('microphone=()')
    expect(headers['Permissions-Policy']).toContain('geolocation=()')
  })

  it('sends HSTS only when SITE_URL is https', () => {
    expect(keys('https://www.vegur.is')).toContain('Strict-Transport-Security')
    expect(keys('http://localhost:3000')).not.toContain('Strict-Transport-Security')
  })
})

describe('headerRules', () => {
  it('gives every path the base headers and a policy, and the admin, APIs and media their own', () => {
    const rules = headerRules({ siteUrl: 'https://www.vegur.is', isDev: false })
    expect(rules[0]?.source).toBe('/:path*')
    expect(rules[0]?.headers.map((h) => h.key)).toContain('Content-Security-Policy')
    const policyOf = (source: string) =>
      rules.find((rule) => rule.source === source)?.headers.find((h) => h.key === 'Content-Security-Policy')?.value
    expect(policyOf('/admin/:path*')).toBe(contentSecurityPolicy('admin', { isHttps: true }))
    expect(policyOf('/api/media/file/:path*')).toBe(contentSecurityPolicy('media', { isHttps: true }))
    // Later rules override earlier ones, so the media rule must come after the API rule.
    const sources = rules.map((rule) => rule.source)
    expect(sources.indexOf('/api/media/file/:path*')).toBeGreaterThan(sources.indexOf('/(api|v1|v2|currency)/:path*'))
  })
})

describe('the 3-D Secure page policy', () => {
  it("allows exactly the page's style block, no script, and posts back to the site only", async () => {
    const { createHash } = await import('node:crypto')
    const { challengePageHtml } = await import('../payments/gateway/challenge-page')
    const html = challengePageHtml({
      transactionId: 't1',
      amount: { amount: 1000, currency: 'EUR' },
      maskedPan: '4000 **** 3220',
    })
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    const hash = createHash('sha256').update(style).digest('base64')
    const policy = directives(contentSecurityPolicy('challenge'))
    expect(policy.get('style-src')).toEqual([`'sha256-${hash}'`])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.has('script-src')).toBe(false)
    const rule = headerRules({ siteUrl: 'http://localhost:3000', isDev: false }).at(-2)
    expect(rule?.source).toBe('/api/payments/gateway/challenge/:id')
  })
})

describe('the payment provider hosted page', () => {
  it('is a place site pages may send a form to when Adyen is on, by its environment, and nowhere else', () => {
    expect(paymentPageOrigins({})).toEqual([])
    expect(paymentPageOrigins({ ADYEN_API_KEY: 'key', ADYEN_ENVIRONMENT: 'test' })).toEqual([
      'https://checkoutshopper-test.adyen.com',
    ])
    expect(paymentPageOrigins({ ADYEN_API_KEY: 'key' })).toEqual(['https://checkoutshopper-test.adyen.com'])
    expect(paymentPageOrigins({ ADYEN_API_KEY: 'key', ADYEN_ENVIRONMENT: 'live' })).toEqual(['https://*.adyen.com'])
    const paymentPages = paymentPageOrigins({ ADYEN_API_KEY: 'key', ADYEN_ENVIRONMENT: 'test' })
    const page = directives(contentSecurityPolicy('noncePage', { nonce: 'abc', paymentPages }))
    expect(page.get('form-action')).toEqual(["'self'", 'https://checkoutshopper-test.adyen.com'])
    const cached = headerRules({ siteUrl: 'https://vegur.is', isDev: false, paymentPages }).at(0)
    expect(cached?.headers.at(-1)?.value).toContain("form-action 'self' https://checkoutshopper-test.adyen.com")
    expect(directives(contentSecurityPolicy('admin', { paymentPages })).get('form-action')).toEqual(["'self'"])
  })

  it("is a local stand-in's origin instead when one answers for the test platform (tests only)", () => {
    const standIn = { ADYEN_API_KEY: 'key', ADYEN_ENVIRONMENT: 'test', ADYEN_STAND_IN_URL: 'http://127.0.0.1:3221/' }
    expect(paymentPageOrigins(standIn)).toEqual(['http://127.0.0.1:3221'])
    expect(paymentPageOrigins({ ...standIn, ADYEN_API_KEY: undefined })).toEqual([])
    expect(paymentPageOrigins({ ...standIn, ADYEN_ENVIRONMENT: 'live' })).toEqual(['https://*.adyen.com'])
    const page = directives(
      contentSecurityPolicy('noncePage', { nonce: 'abc', paymentPages: ['http://127.0.0.1:3221'] }),
    )
    expect(page.get('form-action')).toEqual(["'self'", 'http://127.0.0.1:3221'])
    expect(page.get('connect-src')).toContain('http://127.0.0.1:3221')
  })
})

describe('the price-watch landing page policy', () => {
  it('runs nothing and lets its button post back to the site only', () => {
    const policy = directives(contentSecurityPolicy('linkPage'))
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.has('script-src')).toBe(false)
    const rule = headerRules({ siteUrl: 'http://localhost:3000', isDev: false }).at(-1)
    expect(rule?.source).toBe('/v1/car/watch/confirm')
  })
})
