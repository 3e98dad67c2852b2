import { z } from 'zod'

const answerSchema = z.union([
  z.object({ success: z.literal(true) }),
  z.object({
    success: z.literal(false),
    error: z.object({
      code: z.string(),
      message: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  }),
])

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

/** Posts a CMS or sales form as form data; any failure (network, odd answer) is the generic form error. */
export async function sendCmsForm(url: string, body: FormData): Promise<CmsFormOutcome> {
  try {
    const response = await fetch(url, { method: 'POST', body, headers: { accept: 'application/json' } })
    const answer = answerSchema.safeParse(await response.json())
    if (!answer.success) return { isOk: false, code: 'SALE_FORM_FAILED', message: '', params: {}, fields: {} }
    if (answer.data.success) return { isOk: true }
    const { code, message, params = {}, fields = [] } = answer.data.error
    return {
      isOk: false,
      code,
      message,
      params,
      fields: Object.fromEntries(fields.map((field) => [field.path, field.message])),
    }
  } catch {
    return { isOk: false, code: 'SALE_FORM_FAILED', message: '', params: {}, fields: {} }
  }
}
