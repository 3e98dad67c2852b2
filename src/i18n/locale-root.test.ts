import { describe, expect, it } from 'vitest'

import { localeRootPath } from './locale-root'

describe('localeRootPath', () => {
  it('adds the slash to a prefixed home page only', () => {
    expect(localeRootPath('/de', 'en')).toBe('/de/')
    expect(localeRootPath('/de/about', 'en')).toBe('/de/about')
    expect(localeRootPath('/', 'en')).toBe('/')
    expect(localeRootPath('/about', 'en')).toBe('/about')
    expect(localeRootPath('/faq', 'en')).toBe('/faq')
    expect(localeRootPath('/ab', 'en')).toBe('/ab')
    expect(localeRootPath('/is', 'is')).toBe('/is')
  })
})
