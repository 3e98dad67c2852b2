import { describe, expect, it } from 'vitest'

import { hasVaryingQuery, isQueryViewPath, queryViewPath, refusedQueryViewPath } from './query-view'

describe('hasVaryingQuery', () => {
  it('is false without a query or with analytics parameters only', () => {
    expect(hasVaryingQuery(new URLSearchParams(''))).toBe(false)
    expect(hasVaryingQuery(new URLSearchParams('utm_source=x&utm_campaign=y&gclid=1&fbclid=2'))).toBe(false)
  })

  it('is false with the staff toolbar token, which only the browser reads', () => {
    expect(hasVaryingQuery(new URLSearchParams('token=abc.def'))).toBe(false)
  })

  it('is true as soon as one parameter may change the page', () => {
    expect(hasVaryingQuery(new URLSearchParams('brands=toyota'))).toBe(true)
    expect(hasVaryingQuery(new URLSearchParams('utm_source=x&page=2'))).toBe(true)
  })
})

describe('queryViewPath', () => {
  it('puts the internal segment after the language', () => {
    expect(queryViewPath('/en/search')).toBe('/en/_query/search')
    expect(queryViewPath('/de/search/toyota')).toBe('/de/_query/search/toyota')
    expect(queryViewPath('/is/')).toBe('/is/_query')
    expect(queryViewPath('/is')).toBe('/is/_query')
  })

  it('leaves a path without a language alone', () => {
    expect(queryViewPath('/search')).toBe('/search')
  })
})

describe('isQueryViewPath / refusedQueryViewPath', () => {
  it('spots direct requests to the internal segment in any language', () => {
    expect(isQueryViewPath('/_query')).toBe(true)
    expect(isQueryViewPath('/_query/search')).toBe(true)
    expect(isQueryViewPath('/de/_query/search')).toBe(true)
    expect(isQueryViewPath('/_queryx')).toBe(false)
    expect(isQueryViewPath('/search')).toBe(false)
  })

  it('sends them to an unknown page of their language', () => {
    expect(refusedQueryViewPath('/de/_query/search')).toBe('/de/_query-not-found')
  })
})
