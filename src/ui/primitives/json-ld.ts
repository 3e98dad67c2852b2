const UNSAFE = /[<>&\u2028\u2029]/g
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are written as
 * unicode escapes, so a value such as `</script>` cannot end the script element.
 */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => ESCAPES[char] ?? char)
}

/** The CMS `structuredData` field as a JSON-LD object or array; a JSON string is parsed; anything else is dropped. */
export function structuredDataOf(value: unknown): object | null {
  let data = value
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      return null
    }
  }
  if (Array.isArray(data)) return data.length > 0 ? data : null
  return data !== null && typeof data === 'object' && Object.keys(data).length > 0 ? data : null
}
