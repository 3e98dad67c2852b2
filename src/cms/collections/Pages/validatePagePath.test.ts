import { describe, expect, it } from 'vitest'

import { validatePagePath } from './validatePagePath'

describe('validatePagePath', () => {
  it.each(['/', '/about', '/help/insurance', '/terms-and-conditions'])('accepts %s', (path) => {
    expect(validatePagePath(path)).toBe(true)
  })

  it.each(['', 'about', '/About', '/about/', '/a b', '/de/about', '/it'])('rejects %j', (path) => {
    expect(validatePagePath(path)).toEqual(expect.any(String))
  })
})
