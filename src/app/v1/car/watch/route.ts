import { priceWatchSchema } from '@/domain/sales/forms/schemas'
import { getCompanyInfo } from '@/server/cms/company-info'
import { payloadClient } from '@/server/payload'
import { saleFormFailure, saleFormOk } from '@/server/sales/inquiries/answer'
import { saleFormRoute } from '@/server/sales/inquiries/guarded-form'
import { requestWatch } from '@/server/sales/price-watch/watches'

/** "Watch this car" (form data: car_id, email, locale): a confirmation link goes to the address. */
export const POST = saleFormRoute({
  name: 'car-watch',
  takesPhotos: false,
  check: ({ fields }) => {
    const parsed = priceWatchSchema.safeParse(fields)
    return parsed.success ? { isOk: true, value: parsed.data } : { isOk: false, error: parsed.error }
  },
  run: async (form, { locale }) => {
    const company = await getCompanyInfo(locale)
    const result = await requestWatch({ payload: await payloadClient(), form, locale, carPath: company.paths.car })
    return result.isOk ? saleFormOk({ isPending: true }) : saleFormFailure(result.error)
  },
})
