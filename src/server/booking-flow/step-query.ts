import 'server-only'

/** Next.js searchParams as URLSearchParams (repeated names kept), to carry the query from step to step. */
export function toUrlSearchParams(
  params: Readonly<Record<string, string | readonly string[] | undefined>>,
): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue
    for (const item of typeof value === 'string' ? [value] : value) query.append(name, item)
  }
  return query
}
