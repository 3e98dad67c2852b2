import { describe, expect, it } from 'vitest'

import {
  buildRedirectTable,
  comparablePath,
  findRedirect,
  MAX_MATCHED_PATH_LENGTH,
  redirectProblem,
  withQuery,
  type RedirectRule,
} from './redirect-rules'

const LOCALES = ['en', 'de', 'es', 'fr', 'is', 'it']

function rule(oldPath: string, newPath: string, isPermanent = true): RedirectRule {
  return { oldPath, newPath, isPermanent }
}

function find(rules: RedirectRule[], path: string) {
  return findRedirect({ table: buildRedirectTable(rules), path, locales: LOCALES })
}

describe('findRedirect', () => {
  it('matches an exact path only', () => {
    const rules = [rule('/old-prices', '/prices')]
    expect(find(rules, '/old-prices')).toEqual({ location: '/prices', status: 301 })
    expect(find(rules, '/old-prices/more')).toBeNull()
    expect(find(rules, '/old')).toBeNull()
  })

  it('answers 302 for a temporary rule', () => {
    expect(find([rule('/summer', '/offers', false)], '/summer')).toEqual({ location: '/offers', status: 302 })
  })

  it('fills $1 from a pattern rule', () => {
    const rules = [rule('^/blog/(.*)', '/news/$1')]
    expect(find(rules, '/blog/iceland-roads')).toEqual({ location: '/news/iceland-roads', status: 301 })
    expect(find(rules, '/news/iceland-roads')).toBeNull()
    expect(find(rules, '/about/blog/x')).toBeNull()
  })

  it('fills several groups and leaves a missing group empty', () => {
    const rules = [rule('^/cars/(\\w+)/(\\d+)(/x)?$', '/fleet/$2/$1$3')]
    expect(find(rules, '/cars/suv/42')?.location).toBe('/fleet/42/suv')
  })

  it('ignores a rule to the same path, exact or by pattern', () => {
    expect(find([rule('/same', '/same')], '/same')).toBeNull()
    expect(find([rule('^/(.*)$', '/$1')], '/anything')).toBeNull()
  })

  it('applies a rule in every language, keeping the prefix', () => {
    const rules = [rule('^/blog/(.*)', '/news/$1'), rule('/old', '/')]
    expect(find(rules, '/de/blog/a')?.location).toBe('/de/news/a')
    expect(find(rules, '/is/old')?.location).toBe('/is/')
    expect(find(rules, '/xx/blog/a')).toBeNull()
  })

  it('keeps a target that names its language or another site', () => {
    expect(find([rule('/old', '/fr/nouveau')], '/de/old')?.location).toBe('/fr/nouveau')
    expect(find([rule('/old', 'https://example.com/x')], '/de/old')?.location).toBe('https://example.com/x')
  })

  it('prefers an exact rule, then patterns in order', () => {
    const rules = [rule('^/a/(.*)', '/first/$1'), rule('^/a/b', '/second'), rule('/a/b', '/exact')]
    expect(find(rules, '/a/b')?.location).toBe('/exact')
    expect(find(rules, '/a/c')?.location).toBe('/first/c')
  })

  it('leaves out a pattern that does not compile', () => {
    expect(find([rule('^/(', '/x'), rule('/y', '/z')], '/y')?.location).toBe('/z')
  })

  it('matches an exact rule however the address writes the path', () => {
    const rules = [rule('/Old-Prices', '/prices')]
    for (const path of ['/old-prices', '/OLD-PRICES', '/old-prices/', '/%6Fld-prices', '/de/old-prices/']) {
      expect(find(rules, path)?.location, path).toMatch(/\/prices$/)
    }
  })

  it('matches a pattern on the decoded path and keeps what the visitor typed in its groups', () => {
    expect(find([rule('^/blog/(.*)$', '/news/$1')], '/%62log/Iceland')?.location).toBe('/news/Iceland')
  })

  it('answers a backtracking pattern in time that grows with the path only', () => {
    const table = buildRedirectTable([rule('^/x-(ab|a|b)*$', '/y'), rule('^/(a+)+$', '/z')])
    const started = performance.now()
    for (const path of [`/x-${'ab'.repeat(30)}!`, `/x-${'ab'.repeat(900)}!`, `/${'a'.repeat(1800)}!`]) {
      expect(findRedirect({ table, path, locales: LOCALES })).toBeNull()
    }
    expect(performance.now() - started).toBeLessThan(500)
    expect(findRedirect({ table, path: `/x-${'ab'.repeat(30)}`, locales: LOCALES })?.location).toBe('/y')
  })

  it('tries no pattern on an address longer than any page', () => {
    expect(find([rule('^/(.*)$', '/x')], `/${'a'.repeat(MAX_MATCHED_PATH_LENGTH)}`)).toBeNull()
  })

  it('ignores a target that is the same page written another way', () => {
    expect(find([rule('^/(.*)/$', '/$1')], '/a/')).toBeNull()
    expect(find([rule('/a', '/A/')], '/a')).toBeNull()
  })
})

describe('comparablePath', () => {
  it('drops trailing slashes, decodes unreserved escapes and ignores case', () => {
    expect(comparablePath('/Abc/%7E%2f/')).toBe('/abc/~%2f')
    expect(comparablePath('/')).toBe('/')
    expect(comparablePath('//')).toBe('/')
  })
})

describe('withQuery', () => {
  it('keeps the query of the request', () => {
    expect(withQuery('/news/a', '?utm=1&b=2')).toBe('/news/a?utm=1&b=2')
    expect(withQuery('/news/a?x=1', '?utm=1')).toBe('/news/a?x=1&utm=1')
    expect(withQuery('/news/a', '')).toBe('/news/a')
  })
})

describe('redirectProblem', () => {
  it('accepts a rule that leads nowhere else', () => {
    expect(redirectProblem(rule('^/blog/(.*)', '/news/$1'), [rule('/old', '/new')])).toBeNull()
  })

  it('refuses empty paths and a pattern that does not compile', () => {
    expect(redirectProblem(rule(' ', '/x'), [])).toEqual({ code: 'EMPTY_PATH' })
    expect(redirectProblem(rule('^/blog/(', '/x'), [])).toEqual({ code: 'INVALID_PATTERN' })
  })

  it('refuses what the linear-time engine has not: look-around and back-references', () => {
    expect(redirectProblem(rule('^/(?=a)b', '/x'), [])).toEqual({ code: 'INVALID_PATTERN' })
    expect(redirectProblem(rule('^/(a)\\1', '/x'), [])).toEqual({ code: 'INVALID_PATTERN' })
    expect(redirectProblem(rule('^/x-(ab|a|b)*$', '/y'), [])).toBeNull()
  })

  it('refuses a target that is its own path with a trailing slash, in other case or encoding', () => {
    for (const [from, to] of [
      ['/x', '/x/'],
      ['/y/', '/y'],
      ['/Z', '/z'],
      ['/w-%77', '/w-w'],
      ['^/p$', '/p/'],
    ]) {
      expect(redirectProblem(rule(from ?? '', to ?? ''), []), `${from} → ${to}`).toEqual({ code: 'LOOP' })
    }
  })

  it('refuses a chain that comes back to where it began, written another way', () => {
    expect(redirectProblem(rule('/b/', '/A'), [rule('/a', '/b')])).toEqual({ code: 'LOOP' })
  })

  it('refuses a rule that leads back into itself', () => {
    expect(redirectProblem(rule('/same', '/same'), [])).toEqual({ code: 'LOOP' })
    expect(redirectProblem(rule('^/blog/(.*)', '/blog/archive/$1'), [])).toEqual({ code: 'LOOP' })
  })

  it('refuses a chain in either direction', () => {
    expect(redirectProblem(rule('/a', '/b'), [rule('/b', '/c')])).toEqual({ code: 'CHAIN', other: '/b' })
    expect(redirectProblem(rule('/b', '/c'), [rule('/a', '/b')])).toEqual({ code: 'CHAIN', other: '/a' })
    expect(redirectProblem(rule('^/old/(.*)', '/x'), [rule('/a', '/old/page')])).toEqual({
      code: 'CHAIN',
      other: '/a',
    })
  })

  it('refuses a loop between two rules', () => {
    expect(redirectProblem(rule('/a', '/b'), [rule('/b', '/a')])).toEqual({ code: 'LOOP' })
  })

  it('does not follow targets on other sites', () => {
    expect(redirectProblem(rule('/a', 'https://old.example.com/a'), [rule('/a2', '/c')])).toBeNull()
  })
})
