import { localeOr } from '@/i18n/locales'
import { voucherResponse } from '@/server/manage/voucher-file'

/** /manage-booking/voucher: the PDF of the managed booking as it now stands (manage cookies required). */
export async function GET(_request: Request, context: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await context.params
  return voucherResponse({ locale: localeOr(locale) })
}
