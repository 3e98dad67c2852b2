import { z } from 'zod'

import { parseSaleForm, SALE_FORM_KINDS } from '@/domain/sales/forms/schemas'
import { submitCmsForm } from '@/server/forms/form-route'
import { payloadClient } from '@/server/payload'
import { saleFormFailure, saleFormOk } from '@/server/sales/inquiries/answer'
import { saleFormRoute } from '@/server/sales/inquiries/guarded-form'
import { submitSaleForm } from '@/server/sales/inquiries/submit'

/**
 * SPEC §7 `POST /v1/company/send-offer` (form data): an offer, a sale inquiry or a trade-in with
 * photos (`kind`), about the car in the hidden `car_id`. Answers `{ success, data: { id } }`.
 * With `?sid={form}&ln={language}` it takes an offer form built in the CMS, as the contact route does.
 */
export function POST(request: Request): Promise<Response> {
  return new URL(request.url).searchParams.has('sid') ? submitCmsForm(request) : saleOffer(request)
}

const saleOffer = saleFormRoute({
  name: 'send-offer',
  takesPhotos: true,
  check: ({ fields }) => {
    const kind = z.object({ kind: z.enum(SALE_FORM_KINDS) }).safeParse(fields)
    return kind.success ? parseSaleForm(kind.data.kind, fields) : { isOk: false, error: kind.error }
  },
  run: async (submission, form) => {
    const result = await submitSaleForm({
      payload: await payloadClient(),
      submission,
      photos: form.photos,
      locale: form.locale,
    })
    return result.isOk ? saleFormOk({ id: result.value.id }) : saleFormFailure(result.error)
  },
})
