export type CmsFormOutcome =
  | { readonly isOk: true }
  | {
      readonly isOk: false
      readonly code: string
      /** The server's message, in the visitor's language. */
      readonly message: string
      readonly params: Record<string, string | number>
      /** Translated messages per field name, when the server found fields to correct. */
      readonly fields: Record<string, string>
    }

/**
 * Posts a CMS or sales form as form data; any failure (network, odd answer) is the generic form
 * error. The answer's check (zod) is fetched alongside the request, not with the page.
 */
export async function sendCmsForm(
  url: string,
  body: FormData,
  headers: Record<string, string> = {},
): Promise<CmsFormOutcome> {
  const reading = import('./form-answer')
  reading.catch(() => undefined) // a failed fetch answers first; the catch below covers both
  try {
    const response = await fetch(url, { method: 'POST', body, headers: { ...headers, accept: 'application/json' } })
    const [{ readFormAnswer }, json] = await Promise.all([reading, response.json() as Promise<unknown>])
    return readFormAnswer(json)
  } catch {
    return { isOk: false, code: 'SALE_FORM_FAILED', message: '', params: {}, fields: {} }
  }
}
