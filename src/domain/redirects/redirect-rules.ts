import { RE2JS } from 're2js'

/**
 * SPEC §2 redirect rules: an oldPath starting with `^` is a regular expression whose groups fill
 * `$1`…`$9` in newPath; any other oldPath matches the same page however it is written (trailing
 * slash, letter case, percent-encoding). A rule that leads to the path it came from is ignored.
 * Patterns run on RE2 (re2js), whose matching time grows with the path's length and nothing else,
 * so no pattern an editor saves can hold the server on a crafted address (ADR 015). Pure: the
 * proxy (src/server/redirects) feeds it the table and the path.
 */
export type RedirectRule = {
  readonly oldPath: string
  readonly newPath: string
  readonly isPermanent: boolean
}

export type RedirectStatus = 301 | 302

export type RedirectHit = { readonly location: string; readonly status: RedirectStatus }

type CompiledRule = RedirectRule & { readonly pattern: RE2JS | null }

/** Addresses longer than this are no page of ours: patterns are not tried on them. */
export const MAX_MATCHED_PATH_LENGTH = 2048
/** The largest pattern program accepted: what one character of a path may cost to match, at most. */
const MAX_PROGRAM_SIZE = 2000

/** The rules ready for matching: exact ones by path, patterns in their order. */
export type RedirectTable = {
  readonly exact: ReadonlyMap<string, RedirectRule>
  readonly patterns: readonly CompiledRule[]
}

export function isPatternRule(oldPath: string): boolean {
  return oldPath.startsWith('^')
}

/**
 * The compiled pattern of a `^` rule, or null when RE2 does not take it: a syntax error, or what a
 * linear-time engine has not (look-around, back-references), or a program too large.
 */
export function compilePattern(oldPath: string): RE2JS | null {
  try {
    const pattern = RE2JS.compile(oldPath)
    return pattern.programSize() <= MAX_PROGRAM_SIZE ? pattern : null
  } catch {
    return null
  }
}

/**
 * A path as rules see it: percent-encoded letters, digits and `-._~` decoded (a browser asks for
 * `/%61bout` as `/about`), other escapes in upper case. Case and trailing slash are kept, so
 * pattern groups carry what the visitor typed.
 */
export function matchablePath(path: string): string {
  return path.replace(/%[0-9a-f]{2}/gi, (escape) => {
    const character = String.fromCharCode(parseInt(escape.slice(1), 16))
    return /[A-Za-z0-9\-._~]/.test(character) ? character : escape.toUpperCase()
  })
}

/**
 * The one form two paths are compared in: matchable, without trailing slashes (the proxy sends
 * `/x/` to `/x`) and in lower case. Exact rules match in this form, and a target that comes back
 * to its source in this form is a loop.
 */
export function comparablePath(path: string): string {
  const matchable = matchablePath(path)
  const trimmed = matchable.length > 1 ? matchable.replace(/\/+$/, '') || '/' : matchable
  return trimmed.toLowerCase()
}

/** Builds the table; rules whose pattern does not compile are left out (the editor was refused them on save). */
export function buildRedirectTable(rules: readonly RedirectRule[]): RedirectTable {
  const exact = new Map<string, RedirectRule>()
  const patterns: CompiledRule[] = []
  for (const rule of rules) {
    if (isPatternRule(rule.oldPath)) {
      const pattern = compilePattern(rule.oldPath)
      if (pattern) patterns.push({ ...rule, pattern })
    } else if (!exact.has(comparablePath(rule.oldPath))) {
      exact.set(comparablePath(rule.oldPath), rule)
    }
  }
  return { exact, patterns }
}

/** Where one rule sends a path, or null when it does not match it. */
export function applyRule(rule: RedirectRule, path: string, pattern = patternOf(rule)): string | null {
  if (pattern === undefined) return comparablePath(rule.oldPath) === comparablePath(path) ? rule.newPath : null
  if (pattern === null || path.length > MAX_MATCHED_PATH_LENGTH) return null
  const match = pattern.matcher(matchablePath(path))
  if (!match.find()) return null
  const groups = match.groupCount()
  return rule.newPath.replace(/\$(\d)/g, (_, group: string) =>
    Number(group) <= groups ? (match.group(Number(group)) ?? '') : '',
  )
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
  if (direct) return isSamePage(direct.location, path) ? null : direct
  const prefix = /^\/([a-z]{2})(\/.*)?$/.exec(path)
  const locale = prefix?.[1]
  if (!locale || !locales.includes(locale)) return null
  const rest = prefix[2] ?? '/'
  const hit = matchTable(table, rest)
  if (!hit) return null
  const location = localise(hit.location, locale, locales)
  return isSamePage(location, path) ? null : { ...hit, location }
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
 * does not lead back into itself (a loop: the same page with a trailing slash, in other letter
 * case or encoding counts too) and no rule leads into another (a chain: the visitor would be sent
 * twice; a chain back to where it began is a loop). Targets with `$n` are checked with a sample
 * value in each group, as written and as the proxy passes them on (without a trailing slash).
 */
export function redirectProblem(rule: RedirectRule, others: readonly RedirectRule[]): RedirectProblem | null {
  if (rule.oldPath.trim() === '' || rule.newPath.trim() === '') return { code: 'EMPTY_PATH' }
  if (!/^\^?\//.test(rule.oldPath) || !/^(\/|https?:\/\/)/.test(rule.newPath)) return { code: 'BAD_PATH' }
  if (isPatternRule(rule.oldPath) && compilePattern(rule.oldPath) === null) return { code: 'INVALID_PATTERN' }
  const leadsInto = (from: RedirectRule, into: RedirectRule) =>
    sampleTargets(from.newPath).some((target) => applyRule(into, target) !== null)
  if (leadsInto(rule, rule)) return { code: 'LOOP' }
  for (const other of others) {
    const intoOther = leadsInto(rule, other)
    const intoRule = leadsInto(other, rule)
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
  const exact = table.exact.get(comparablePath(path))
  if (exact && !isSamePage(exact.newPath, path)) return hitOf(exact, exact.newPath)
  for (const rule of table.patterns) {
    const location = applyRule(rule, path, rule.pattern)
    if (location !== null && !isSamePage(location, path)) return hitOf(rule, location)
  }
  return null
}

/** Whether a location is the page of `path` again (its query aside). */
function isSamePage(location: string, path: string): boolean {
  return comparablePath(location.replace(/[?#].*$/, '')) === comparablePath(path)
}

function hitOf(rule: RedirectRule, location: string): RedirectHit {
  return { location, status: rule.isPermanent ? 301 : 302 }
}

function patternOf(rule: RedirectRule): RE2JS | null | undefined {
  return isPatternRule(rule.oldPath) ? compilePattern(rule.oldPath) : undefined
}

/** A site path of the target with its language prefix; other sites' addresses stay as they are. */
function localise(location: string, locale: string, locales: readonly string[]): string {
  if (!location.startsWith('/') || location.startsWith('//')) return location
  const first = /^\/([a-z]{2})(?:\/|$|\?)/.exec(location)?.[1]
  if (first && locales.includes(first)) return location
  return location === '/' ? `/${locale}/` : `/${locale}${location}`
}

/**
 * The site paths a target leads to, with `x` in each `$n`: as written, and as the proxy passes it
 * on without its trailing slash. None for another site's address.
 */
function sampleTargets(newPath: string): string[] {
  if (!newPath.startsWith('/') || newPath.startsWith('//')) return []
  const path = newPath.replace(/\$\d/g, 'x').replace(/[?#].*$/, '')
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
  return trimmed === path ? [path] : [path, trimmed]
}
