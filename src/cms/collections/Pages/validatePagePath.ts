/** A page path is `/` or slash-separated lowercase segments, with no language prefix. */
export function validatePagePath(value: string | null | undefined): true | string {
  if (!value) return 'A path is required'
  if (value === '/') return true
  if (!/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(value)) {
    return 'Use / or lowercase segments such as /about or /help/insurance'
  }
  if (/^\/[a-z]{2}(\/|$)/.test(value)) return 'A path must not start with a two-letter language code'
  return true
}
