/**
 * Checks on a request to the CMS's REST API before it reaches the database: values of the wrong
 * kind in a `where` query (a word for a number or an id, a date that is not one, a geographic
 * operator on a text field, an object where a value belongs), and ids in the path that cannot be
 * ids. Payload passes such values to the database driver, which throws, and answers 500; each is
 * answered 400 (404 for an id) with a message instead. Paths the check does not know are left to
 * Payload, which refuses them itself (400).
 */

/** The kind of value a queried field holds, as far as the check needs it. */
export type QueryFieldKind = 'number' | 'date' | 'text' | 'point' | 'other'

/** The kind of a dotted field path of the collection queried; undefined when it is not a field. */
export type FieldKindOf = (path: string) => QueryFieldKind | undefined

type QueryTree = { [key: string]: QueryTree | string }

/** Query keys nested deeper than this are refused (Payload's own parser stops at 10). */
const MAX_KEY_DEPTH = 12
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const COMPARISONS = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
const GEOGRAPHIC = new Set(['near', 'within', 'intersects'])

/** What is wrong with the `where` of a query string, or null when nothing the database would choke on. */
export function whereProblem(search: URLSearchParams, kindOf: FieldKindOf): string | null {
  const where = whereTree(search)
  if (where === null) return null
  if (typeof where === 'string') return '`where` must be a set of conditions, e.g. where[title][equals]=Home.'
  const pending: QueryTree[] = [where]
  while (pending.length > 0) {
    const conditions = pending.pop() ?? {}
    for (const [key, value] of Object.entries(conditions)) {
      if (key === 'and' || key === 'or') {
        if (typeof value === 'string') return `\`${key}\` must list conditions.`
        for (const condition of Object.values(value)) {
          if (typeof condition === 'string') return `\`${key}\` must list conditions.`
          pending.push(condition)
        }
        continue
      }
      if (typeof value === 'string') continue // Payload refuses a path without an operator itself
      const problem = conditionProblem(key, value, kindOf(key))
      if (problem) return problem
    }
  }
  return null
}

function conditionProblem(path: string, operators: QueryTree, kind: QueryFieldKind | undefined): string | null {
  for (const [operator, operand] of Object.entries(operators)) {
    if (kind === undefined) continue
    if (GEOGRAPHIC.has(operator)) {
      if (kind !== 'point') return `\`${operator}\` works on map points only; ${path} is not one.`
      continue
    }
    const isList = LIST_OPERATORS.has(operator)
    if (typeof operand !== 'string' && !(isList && isIndexed(operand))) {
      return `The value of ${path} ${operator} must be a plain value.`
    }
    if (!COMPARISONS.has(operator) && !isList) continue
    const values = typeof operand === 'string' ? (isList ? operand.split(',') : [operand]) : Object.values(operand)
    for (const value of values) {
      if (typeof value !== 'string') return `The value of ${path} ${operator} must be a plain value.`
      if (kind === 'number' && !isNumberText(value)) return `${path} holds numbers: "${clip(value)}" is not one.`
      if (kind === 'date' && !isDateText(value)) return `${path} holds dates: "${clip(value)}" is not one.`
    }
  }
  return null
}

/** A numeric id in a REST path (`/api/pages/12`), as the database's serial ids are. */
export function isIdSegment(segment: string): boolean {
  return /^[1-9]\d{0,15}$/.test(segment)
}

/** The `where` of a query as a tree (`where[a][b]=v` → { a: { b: 'v' } }), a bare `where=` as text, or null. */
function whereTree(search: URLSearchParams): QueryTree | string | null {
  let tree: QueryTree | string | null = null
  for (const [key, value] of search) {
    if (key === 'where') return value
    if (!key.startsWith('where[')) continue
    const segments = [...key.slice('where'.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '')
    if (segments.length === 0 || segments.length > MAX_KEY_DEPTH) return key
    tree = typeof tree === 'object' && tree !== null ? tree : {}
    let node: QueryTree = tree
    for (const [index, segment] of segments.entries()) {
      const isLast = index === segments.length - 1
      const existing: QueryTree | string | undefined = node[segment]
      if (isLast) {
        if (existing === undefined || typeof existing === 'string') node[segment] = value
        else return key
      } else if (existing === undefined) {
        const child: QueryTree = {}
        node[segment] = child
        node = child
      } else if (typeof existing === 'string') {
        return key
      } else {
        node = existing
      }
    }
  }
  return tree
}

function isIndexed(operand: QueryTree | string): operand is QueryTree {
  return typeof operand !== 'string' && Object.keys(operand).every((key) => /^\d+$/.test(key) || key === '')
}

function isNumberText(value: string): boolean {
  const text = value.trim()
  return text === 'null' || (text !== '' && Number.isFinite(Number(text)))
}

function isDateText(value: string): boolean {
  const text = value.trim()
  return text === '' || text === 'null' || Number.isFinite(Date.parse(text))
}

function clip(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value
}
