import { z } from 'zod'

const answerSchema = z.union([
  z.object({ success: z.literal(true) }),
  z.object({
    success: z.literal(false),
    error: z.object({
      code: z.string(),
      message: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  }),
])

export type SendOutcome =
  | { readonly isOk: true }
  | { readonly isOk: false; readonly code: string; readonly params: Record<string, string | number> }

/** Posts a sales form as form data; any failure (network, odd answer) is the generic sale-form error. */
export async function sendForm(url: string, body: FormData): Promise<SendOutcome> {
  try {
    const response = await fetch(url, { method: 'POST', body, headers: { accept: 'application/json' } })
    const answer = answerSchema.safeParse(await response.json())
    if (!answer.success) return { isOk: false, code: 'SALE_FORM_FAILED', params: {} }
    if (answer.data.success) return { isOk: true }
    return { isOk: false, code: answer.data.error.code, params: answer.data.error.params ?? {} }
  } catch {
    return { isOk: false, code: 'SALE_FORM_FAILED', params: {} }
  }
}
