import { afterEach, describe, expect, it, vi } from 'vitest'

/** The module as loaded with `DEFAULT_LOCALE` set to `value` (it is read once, at load). */
async function localesWithDefault(value: string | undefined) {
  vi.stubEnv('DEFAULT_LOCALE', value)
  vi.resetModules()
  return import('./locales')
}

describe('localeOr', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('keeps a known language', async () => {
    const { localeOr } = await localesWithDefault(undefined)
    expect(localeOr('de')).toBe('de')
    expect(localeOr('is')).toBe('is')
  })

  it('falls back to English when no default language is configured', async () => {
    const { localeOr } = await localesWithDefault(undefined)
    expect(localeOr('xx')).toBe('en')
    expect(localeOr('DE')).toBe('en')
    expect(localeOr(undefined)).toBe('en')
    expect(localeOr(null)).toBe('en')
    expect(localeOr(7)).toBe('en')
  })

  it('falls back to DEFAULT_LOCALE when it is set', async () => {
    const { DEFAULT_LOCALE, localeOr } = await localesWithDefault('is')
    expect(DEFAULT_LOCALE).toBe('is')
    expect(localeOr('xx')).toBe('is')
    expect(localeOr(undefined)).toBe('is')
    expect(localeOr('fr')).toBe('fr')
  })
})
