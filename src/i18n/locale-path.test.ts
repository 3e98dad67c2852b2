import { describe, expect, it } from 'vitest'

import { localizedHref, unlocalizedPathname } from './locale-path'

describe('localizedHref', () => {
  it('leaves the default language unprefixed', () => {
    expect(localizedHref('/about', 'en', { defaultLocale: 'en' })).toBe('/about')
    expect(localizedHref('/', 'en', { defaultLocale: 'en' })).toBe('/')
  })

  it('prefixes the other languages, their home page with the slash', () => {
    expect(localizedHref('/about', 'de', { defaultLocale: 'en' })).toBe('/de/about')
    expect(localizedHref('/search?brand=kia', 'is', { defaultLocale: 'en' })).toBe('/is/search?brand=kia')
    expect(localizedHref('/', 'de', { defaultLocale: 'en' })).toBe('/de/')
    expect(localizedHref('/?currency=ISK', 'fr', { defaultLocale: 'en' })).toBe('/fr/?currency=ISK')
    expect(localizedHref('/#top', 'fr', { defaultLocale: 'en' })).toBe('/fr/#top')
  })

  it('prefixes the default language when forced (a language change)', () => {
    expect(localizedHref('/about', 'en', { forcePrefix: true, defaultLocale: 'en' })).toBe('/en/about')
    expect(localizedHref('/', 'en', { forcePrefix: true, defaultLocale: 'en' })).toBe('/en/')
  })

  it('leaves queries, hashes, other sites and schemes alone', () => {
    for (const href of [
      '?page=2',
      '#faq',
      'https://example.com/a',
      '//cdn.example.com/x',
      'mailto:a@b.is',
      'tel:+354',
    ]) {
      expect(localizedHref(href, 'de', { defaultLocale: 'en' })).toBe(href)
    }
  })
})

describe('unlocalizedPathname', () => {
  it('drops the language prefix', () => {
    expect(unlocalizedPathname('/de/about', 'de')).toBe('/about')
    expect(unlocalizedPathname('/de/', 'de')).toBe('/')
    expect(unlocalizedPathname('/de', 'de')).toBe('/')
    expect(unlocalizedPathname('/about', 'en')).toBe('/about')
    expect(unlocalizedPathname('/en/about', 'en')).toBe('/about')
  })

  it('keeps a path that only starts like the prefix', () => {
    expect(unlocalizedPathname('/details', 'de')).toBe('/details')
    expect(unlocalizedPathname('/isafjordur', 'is')).toBe('/isafjordur')
  })
})
