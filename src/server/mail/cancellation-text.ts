import 'server-only'

import { createTranslator } from 'next-intl'

import { cancellationSentence, type CancellationNotice } from '@/domain/booking/cancellation-notice'
import { formatMoney } from '@/domain/money/money-format'
import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

import { formatOfficeTime } from './mail-texts'

/**
 * The cancellation terms in one sentence of `locale` (messages `cancellationTerms`), as the
 * confirmation page, the e-mails and the voucher write them: free until the deadline, or the fee
 * now in the booking's currency and in ISK as charged. Undefined for a booking not cancellable.
 */
export async function cancellationText(params: {
  notice: CancellationNotice
  locale: Locale
  phone: string | null
}): Promise<string | undefined> {
  const { locale } = params
  if (params.notice.key === 'none') return undefined
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'cancellationTerms' })
  return cancellationSentence({
    notice: params.notice,
    t: (key, values) => t(key, values),
    money: (value) => formatMoney(value, locale),
    date: (instant) => formatOfficeTime(instant, locale),
    phone: params.phone ?? 'none',
  })
}
