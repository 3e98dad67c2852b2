import { okResponse } from '@/server/http/api-response'
import { issueFormStamp } from '@/server/sales/bot-check/form-stamp'

export const dynamic = 'force-dynamic'

/** The signed start stamp of a sales or CMS form, asked for when the form is shown: `{ data: { stamp } }`. */
export function GET(): Response {
  return okResponse({ stamp: issueFormStamp(new Date()) })
}
