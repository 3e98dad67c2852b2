import { z } from 'zod'

import type { CmsFormOutcome } from './send-cms-form'

// Loaded when a form is sent (see sendCmsForm): zod stays out of the pages' first load.

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

const FORM_FAILED: CmsFormOutcome = {
  isOk: false,
  code: 'SALE_FORM_FAILED',
  message: '',
  params: {},
  fields: {},
}

/** The outcome a form's JSON answer states; an odd answer is the generic form error. */
export function readFormAnswer(json: unknown): CmsFormOutcome {
  const answer = answerSchema.safeParse(json)
  if (!answer.success) return FORM_FAILED
  if (answer.data.success) return { isOk: true }
  const { code, message, params = {}, fields = [] } = answer.data.error
  return {
    isOk: false,
    code,
    message,
    params,
    fields: Object.fromEntries(fields.map((field) => [field.path, field.message])),
  }
}
