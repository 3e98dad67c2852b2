import { describe, expect, it } from 'vitest'

import { countryCodeOf, detectCountry, FALLBACK_COUNTRY } from './country-detection'
import { countryOfTimeZone } from './time-zone-countries'

describe('countryCodeOf', () => {
  it('takes two letters of a real country, in any case', () => {
    expect(countryCodeOf('IS')).toBe('IS')
    expect(countryCodeOf(' de ')).toBe('DE')
  })

  it('refuses anything else', () => {
    for (const value of ['XX', 'T1', 'ISL', 'I', '', 'ZZ', 'EU', 42, null, undefined]) {
      expect(countryCodeOf(value)).toBeNull()
    }
  })
})

describe('countryOfTimeZone', () => {
  it('knows the zones of the tz database and the older names browsers report', () => {
    expect(countryOfTimeZone('Atlantic/Reykjavik')).toBe('IS')
    expect(countryOfTimeZone('Europe/Berlin')).toBe('DE')
    expect(countryOfTimeZone('America/Los_Angeles')).toBe('US')
    expect(countryOfTimeZone('Asia/Calcutta')).toBe('IN')
    expect(countryOfTimeZone('Europe/Kyiv')).toBe('UA')
  })

  it('has no country for zones of no one country', () => {
    expect(countryOfTimeZone('UTC')).toBeNull()
    expect(countryOfTimeZone('Etc/GMT+2')).toBeNull()
    expect(countryOfTimeZone('')).toBeNull()
    expect(countryOfTimeZone(undefined)).toBeNull()
  })
})

describe('detectCountry', () => {
  it('prefers the country of the address', () => {
    expect(detectCountry({ fromAddress: 'FR', timeZone: 'Atlantic/Reykjavik' })).toBe('FR')
  })

  it('falls back to the time zone when the address says nothing usable', () => {
    expect(detectCountry({ fromAddress: null, timeZone: 'Europe/Rome' })).toBe('IT')
    expect(detectCountry({ fromAddress: 'XX', timeZone: 'Europe/Madrid' })).toBe('ES')
  })

  it('says nothing when neither is known; the caller then falls back to Iceland', () => {
    expect(detectCountry({ fromAddress: null, timeZone: 'UTC' })).toBeNull()
    expect(FALLBACK_COUNTRY).toBe('IS')
  })
})
