import { describe, expect, it } from 'vitest'

import { isResultsViewPath, keepsSearch, queryOfResultsKey, resultsViewPath } from './results-view'

function keyOf(path: string | undefined): string {
  const key = path?.split('/').at(-1)
  if (!key) throw new Error(`no key in ${path}`)
  return key
}

describe('resultsViewPath', () => {
  it('keeps a search step query as one segment of its language', () => {
    const path = resultsViewPath('/de/booking', new URLSearchParams('puDate=2027-01-10&doDate=2027-01-14'))
    expect(path).toMatch(/^\/de\/_results\/[A-Za-z0-9_-]+$/)
    expect(queryOfResultsKey(keyOf(path))).toEqual({ doDate: '2027-01-14', puDate: '2027-01-10' })
  })

  it('gives the same key to the same question asked in another order or with analytics parameters', () => {
    const a = resultsViewPath('/en/booking', new URLSearchParams('puDate=2027-01-10&doDate=2027-01-14'))
    const b = resultsViewPath(
      '/en/booking',
      new URLSearchParams('utm_source=x&doDate=2027-01-14&_rsc=1a&puDate=2027-01-10'),
    )
    expect(b).toBe(a)
  })

  it('gives another key to another question', () => {
    const a = resultsViewPath('/en/booking', new URLSearchParams('puDate=2027-01-10&doDate=2027-01-14'))
    const b = resultsViewPath('/en/booking', new URLSearchParams('puDate=2027-01-10&doDate=2027-01-15'))
    expect(b).not.toBe(a)
  })

  it('keeps values that need encoding and repeated parameters', () => {
    const path = resultsViewPath('/is/booking', new URLSearchParams('promo=a%26b+c&category=1&category=2'))
    expect(queryOfResultsKey(keyOf(path))).toEqual({ category: ['1', '2'], promo: 'a&b c' })
  })

  it('has a key for the form alone', () => {
    const path = resultsViewPath('/en/booking', new URLSearchParams('utm_source=x'))
    expect(path).toBe('/en/_results/-')
    expect(queryOfResultsKey('-')).toEqual({})
  })

  it('keeps no other step, no unknown language and no query too long to be a search', () => {
    expect(resultsViewPath('/en/booking/protection', new URLSearchParams('a=1'))).toBeUndefined()
    expect(resultsViewPath('/xx/booking', new URLSearchParams('a=1'))).toBeUndefined()
    expect(resultsViewPath('/en/booking', new URLSearchParams(`promo=${'x'.repeat(700)}`))).toBeUndefined()
  })
})

describe('keepsSearch', () => {
  const search = new URLSearchParams('puDate=2027-01-10&doDate=2027-01-14')

  it('keeps the search step of the default language without its prefix, and of every language with it', () => {
    expect(keepsSearch('/booking', search)).toBe(true)
    expect(keepsSearch('/de/booking', search)).toBe(true)
  })

  it('keeps no later step, no other page and no query too long to be a search', () => {
    expect(keepsSearch('/booking/protection', search)).toBe(false)
    expect(keepsSearch('/de/booking/extras', search)).toBe(false)
    expect(keepsSearch('/about', search)).toBe(false)
    expect(keepsSearch('/booking', new URLSearchParams(`promo=${'x'.repeat(700)}`))).toBe(false)
  })
})

describe('queryOfResultsKey', () => {
  it('reads a key that is not base64url as no query', () => {
    expect(queryOfResultsKey('not a key!')).toEqual({})
  })
})

describe('isResultsViewPath', () => {
  it('is true for the internal segment, with or without a language', () => {
    expect(isResultsViewPath('/_results/abc')).toBe(true)
    expect(isResultsViewPath('/de/_results/abc')).toBe(true)
    expect(isResultsViewPath('/de/_results')).toBe(true)
  })

  it('is false for the pages themselves', () => {
    expect(isResultsViewPath('/booking')).toBe(false)
    expect(isResultsViewPath('/de/_resultsx')).toBe(false)
  })
})
