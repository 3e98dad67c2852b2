import { describe, expect, it } from 'vitest'

import { previewPath, sitePath } from './site-path'

describe('sitePath', () => {
  it('has no prefix in the default language and one in the others', () => {
    expect(sitePath({ locale: 'en', path: '/about', defaultLocale: 'en' })).toBe('/about')
    expect(sitePath({ locale: 'de', path: '/about', defaultLocale: 'en' })).toBe('/de/about')
    expect(sitePath({ locale: 'de', path: '/', defaultLocale: 'en' })).toBe('/de/')
    expect(sitePath({ locale: 'is', path: 'about', defaultLocale: 'is' })).toBe('/about')
  })
})

describe('previewPath', () => {
  it('names the page by id under the preview segment', () => {
    expect(previewPath({ locale: 'en', id: 7, defaultLocale: 'en' })).toBe('/_preview/7')
    expect(previewPath({ locale: 'fr', id: 7, defaultLocale: 'en' })).toBe('/fr/_preview/7')
  })
})
