import { describe, expect, it } from 'vitest'

import { COUNTRY_CODES, countryOptions, isCountryCode } from './countries'

describe('countries', () => {
  it('knows the ISO 3166-1 alpha-2 codes', () => {
    expect(COUNTRY_CODES).toHaveLength(249)
    expect(isCountryCode('IS')).toBe(true)
    expect(isCountryCode('XX')).toBe(false)
    expect(isCountryCode('is')).toBe(false)
  })

  it('names the countries in the language and sorts them in its order', () => {
    const icelandic = countryOptions('is')
    expect(icelandic.find((option) => option.value === 'DE')?.label).toBe('Þýskaland')
    const german = countryOptions('de').map((option) => option.label)
    expect(german.indexOf('Österreich')).toBeLessThan(german.indexOf('Polen'))
    expect(countryOptions('en')).toHaveLength(249)
  })
})
