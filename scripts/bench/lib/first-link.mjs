/** The first link on `origin + path` whose href starts with `prefix`, or null (e.g. a model or car page to measure). */
export async function firstLink(origin, path, prefix) {
  const response = await fetch(`${origin}${path}`)
  if (!response.ok) return null
  const match = (await response.text()).match(new RegExp(`href="(${prefix.replaceAll('/', '\\/')}[^"?#]+)"`))
  return match ? match[1] : null
}
