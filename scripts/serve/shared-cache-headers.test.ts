import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/i18n/locales'

import { LANGUAGES, sharedCacheControl, varyOfPage } from './shared-cache-headers.mjs'

describe('caching headers for a CDN', () => {
  it('turn Next’s full-route answer into a short public one that may be served stale while the app fails', () => {
    expect(sharedCacheControl('s-maxage=300, stale-while-revalidate=31535700')).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400',
    )
    expect(sharedCacheControl('s-maxage=5, stale-while-revalidate=10')).toContain('s-maxage=5,')
  })

  it('leave private and uncacheable answers alone', () => {
    expect(sharedCacheControl('private, no-cache, no-store, max-age=0, must-revalidate')).toBeUndefined()
    expect(sharedCacheControl('public, max-age=31536000, immutable')).toBeUndefined()
    expect(sharedCacheControl(undefined)).toBeUndefined()
  })

  it('say an address without a language prefix varies on the language choice, a prefixed one does not', () => {
    const next = 'rsc, next-router-state-tree, Accept-Encoding'
    expect(varyOfPage('/about', next)).toBe(`${next}, Accept-Language, Cookie`)
    expect(varyOfPage('/', undefined)).toBe('Accept-Language, Cookie')
    expect(varyOfPage('/booking', 'accept-language')).toBe('accept-language, Cookie')
    expect(varyOfPage('/de/', next)).toBe(next)
    expect(varyOfPage('/fr/about', next)).toBe(next)
    expect(varyOfPage('/deutsch', next)).toBe(`${next}, Accept-Language, Cookie`)
  })

  it('know the site’s languages', () => {
    expect([...LANGUAGES].sort()).toEqual([...LOCALES].sort())
  })
})
