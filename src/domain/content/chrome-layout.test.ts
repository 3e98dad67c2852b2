import { describe, expect, it } from 'vitest'

import { errorPageTheme, footerLayoutOf, headerLayoutOf, pageThemeOf, themeOf } from './chrome-layout'

describe('headerLayoutOf / footerLayoutOf', () => {
  it('default to the default code with every part', () => {
    expect(headerLayoutOf(undefined)).toEqual({ code: 'default', components: ['menu', 'buttons', 'languages'] })
    expect(footerLayoutOf(null)).toEqual({ code: 'default', components: ['contact', 'hours', 'links', 'social'] })
  })

  it('keep the chosen code and parts, in their fixed order, and drop unknown ones', () => {
    expect(headerLayoutOf({ code: 'transparent', components: ['languages', 'menu', 'chat'] })).toEqual({
      code: 'transparent',
      components: ['menu', 'languages'],
    })
    expect(footerLayoutOf({ code: 'compact', components: ['links'] })).toEqual({
      code: 'compact',
      components: ['links'],
    })
    expect(footerLayoutOf({ code: 'compact', components: [] }).components).toEqual([
      'contact',
      'hours',
      'links',
      'social',
    ])
    expect(footerLayoutOf({ code: 'huge' }).code).toBe('default')
  })
})

describe('themes', () => {
  it('take the stored theme or the default', () => {
    expect(themeOf('dark')).toBe('dark')
    expect(themeOf('neon')).toBe('light')
    expect(pageThemeOf({ page: 'brand', header: 'dark' })).toEqual({ page: 'brand', header: 'dark', footer: 'light' })
  })

  it('dress the error page in the error theme', () => {
    expect(errorPageTheme('dark')).toEqual({ page: 'dark', header: 'dark', footer: 'dark' })
  })
})
