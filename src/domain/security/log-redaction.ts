/**
 * What must never reach a log line: e-mail addresses, tokens, passwords, card numbers, query
 * parameters (of URLs and of failed SQL queries). Pure text and object rules for the loggers.
 */

const REDACTIONS: readonly (readonly [RegExp, string])[] = [
  // Drizzle's "Failed query: … params: a@b.c,…": the values, to the end of the line.
  [/\bparams: [^\n]*/g, 'params: [redacted]'],
  // A URL's or path's query string (reset links, ?lastName=, …).
  [/(\/[^\s?"'#<>]*)\?[^\s"'#<>]+/g, '$1?[query]'],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  // JSON web tokens (the admin's session, visitor tokens).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'],
  [/[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi, '[email]'],
  // Reset, refresh and API tokens: long runs of hex or base64url.
  [/\b[0-9a-f]{32,}\b/gi, '[token]'],
  [/\b[\w-]{40,}\b/g, '[token]'],
  // Card numbers: 13 to 19 digits, spaces or dashes allowed between them.
  [/\b\d(?:[ -]?\d){12,18}\b/g, '[number]'],
]

/** Keys whose values are never logged, whatever they hold. */
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie|cvc|cvv|card.?number|^pan$|salt|hash|api.?key/i

/** `text` without e-mail addresses, tokens, card numbers and query parameters. */
export function redactText(text: string): string {
  return REDACTIONS.reduce((redacted, [pattern, replacement]) => redacted.replace(pattern, replacement), text)
}

/**
 * A copy of `value` with every string redacted and secret-named keys replaced; Errors are kept as
 * they are (the logger's error serializer redacts them). Deeper than `maxDepth` becomes '[…]'.
 */
export function redactValue(value: unknown, maxDepth = 6): unknown {
  if (typeof value === 'string') return redactText(value)
  if (typeof value !== 'object' || value === null || value instanceof Error) return value
  if (maxDepth <= 0) return '[…]'
  if (Array.isArray(value)) return value.map((item) => redactValue(item, maxDepth - 1))
  if (!isPlainObject(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) && item != null ? '[redacted]' : redactValue(item, maxDepth - 1),
    ]),
  )
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}
