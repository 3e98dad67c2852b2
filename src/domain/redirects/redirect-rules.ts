/**
 * SPEC §2 redirect rules: an oldPath starting with `^` is a regular expression whose groups fill
 * `$1`…`$9` in newPath; any other oldPath matches exactly. A rule that leads to the path it came
 * from is ignored. Pure: the proxy (src/server/redirects) feeds it the table and the path.
 */
export type RedirectRule = {
  readonly oldPath: string
  readonly newPath: string
  readonly isPermanent: boolean
}

export type RedirectStatus = 301 | 302

export type RedirectHit = { readonly location: string; readonly status: RedirectStatus }

type CompiledRule = RedirectRule & { readonly pattern: RegExp | null }

/** The rules ready for matching: exact ones by path, patterns in their order. */
export type RedirectTable = {
  readonly exact: ReadonlyMap<string, RedirectRule>
  readonly patterns: readonly CompiledRule[]
}

export function isPatternRule(oldPath: string): boolean {
  return oldPath.startsWith('^')
}

/** The compiled pattern of a `^` rule, or null when it does not compile. */
export function compilePattern(oldPath: string): RegExp | null {
  try {
    return new RegExp(oldPath)
  } catch {
    return null
  }
}

/** Builds the table; rules whose pattern does not compile are left out (the editor was refused them on save). */
export function buildRedirectTable(rules: readonly RedirectRule[]): RedirectTable {
  const exact = new Map<string, RedirectRule>()
  const patterns: CompiledRule[] = []
  for (const rule of rules) {
    if (isPatternRule(rule.oldPath)) {
      const pattern = compilePattern(rule.oldPath)
      if (pattern) patterns.push({ ...rule, pattern })
    } else if (!exact.has(rule.oldPath)) {
      exact.set(rule.oldPath, rule)
    }
  }
  return { exact, patterns }
}

/** Where one rule sends a path, or null when it does not match it. */
export function applyRule(rule: RedirectRule, path: string, pattern = patternOf(rule)): string | null {
  if (pattern === undefined) return rule.oldPath === path ? rule.newPath : null
  if (pattern === null) return null
  const match = pattern.exec(path)
  if (!match) return null
  return rule.newPath.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '')
}

/**
 * The redirect for a path (no query), or null. The path is tried as it is, then without its
 * language prefix (`/de/blog/x` matches a rule for `/blog/x` and goes to `/de/…`). A target equal
 * to the path is ignored.
 */
export function findRedirect(params: {
  table: RedirectTable
  path: string
  locales: readonly string[]
}): RedirectHit | null {
  const { table, path, locales } = params
  const direct = matchTable(table, path)
  if (direct) return direct.location === path ? null : direct
  const prefix = /^\/([a-z]{2})(\/.*)?$/.exec(path)
  const locale = prefix?.[1]
  if (!locale || !locales.includes(locale)) return null
  const rest = prefix[2] ?? '/'
  const hit = matchTable(table, rest)
  if (!hit) return null
  const location = localise(hit.location, locale, locales)
  return location === path ? null : { ...hit, location }
}

/** Why a rule may not be saved beside the others, or null when it may. */
export type RedirectProblem =
  | { readonly code: 'EMPTY_PATH' }
  | { readonly code: 'BAD_PATH' }
  | { readonly code: 'INVALID_PATTERN' }
  | { readonly code: 'LOOP' }
  | { readonly code: 'CHAIN'; readonly other: string }

/**
 * Checks a rule against the other saved rules: both paths given, the pattern compiles, its target
 * does not lead back into itself (a loop) and no rule leads into another (a chain: the visitor
 * would be sent twice). Targets with `$n` are checked with a sample value in each group.
 */
export function redirectProblem(rule: RedirectRule, others: readonly RedirectRule[]): RedirectProblem | null {
  if (rule.oldPath.trim() === '' || rule.newPath.trim() === '') return { code: 'EMPTY_PATH' }
  if (!/^\^?\//.test(rule.oldPath) || !/^(\/|https?:\/\/)/.test(rule.newPath)) return { code: 'BAD_PATH' }
  if (isPatternRule(rule.oldPath) && compilePattern(rule.oldPath) === null) return { code: 'INVALID_PATTERN' }
  const target = sampleTarget(rule.newPath)
  if (target !== null && applyRule(rule, target) !== null) return { code: 'LOOP' }
  for (const other of others) {
    const intoOther = target !== null && applyRule(other, target) !== null
    const otherTarget = sampleTarget(other.newPath)
    const intoRule = otherTarget !== null && applyRule(rule, otherTarget) !== null
    if (intoOther && intoRule) return { code: 'LOOP' }
    if (intoOther || intoRule) return { code: 'CHAIN', other: other.oldPath }
  }
  return null
}

/** A location with the query of the request added (`?` or `&`). */
export function withQuery(location: string, search: string): string {
  if (search === '' || search === '?') return location
  const query = search.startsWith('?') ? search.slice(1) : search
  return `${location}${location.includes('?') ? '&' : '?'}${query}`
}

function matchTable(table: RedirectTable, path: string): RedirectHit | null {
  const exact = table.exact.get(path)
  if (exact && exact.newPath !== path) return hitOf(exact, exact.newPath)
  for (const rule of table.patterns) {
    const location = applyRule(rule, path, rule.pattern)
    if (location !== null && location !== path) return hitOf(rule, location)
  }
  return null
}

function hitOf(rule: RedirectRule, location: string): RedirectHit {
  return { location, status: rule.isPermanent ? 301 : 302 }
}

function patternOf(rule: RedirectRule): RegExp | null | undefined {
  return isPatternRule(rule.oldPath) ? compilePattern(rule.oldPath) : undefined
}

/** A site path of the target with its language prefix; other sites' addresses stay as they are. */
function localise(location: string, locale: string, locales: readonly string[]): string {
  if (!location.startsWith('/') || location.startsWith('//')) return location
  const first = /^\/([a-z]{2})(?:\/|$|\?)/.exec(location)?.[1]
  if (first && locales.includes(first)) return location
  return location === '/' ? `/${locale}/` : `/${locale}${location}`
}

/** The site path a target leads to, with `x` in each `$n`; null for another site's address. */
function sampleTarget(newPath: string): string | null {
  if (!newPath.startsWith('/') || newPath.startsWith('//')) return null
  return newPath.replace(/\$\d/g, 'x').replace(/[?#].*$/, '')
}
