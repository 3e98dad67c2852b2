import { getLocale, getTranslations } from 'next-intl/server'

import { twoCurrencyText } from '@/domain/booking/cancellation-notice'
import type { CancelledBooking } from '@/server/manage/given-back'

import { formatAmount } from './format'

/**
 * What the look-up page says of a cancelled booking (issue 16, item 13): that it was cancelled, and
 * the late-cancellation fee kept, what was refunded or released and when it arrives, or that nothing
 * was charged (paid at pickup).
 */
export async function CancelledNotice({ cancelled }: { cancelled: CancelledBooking }) {
  const [t, tTerms, locale] = await Promise.all([
    getTranslations('manage.lookup'),
    getTranslations('cancellationTerms'),
    getLocale(),
  ])
  const sumOf = (kind: 'refund' | 'release') =>
    cancelled.givenBack.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.amount.amount, 0)
  const currency = cancelled.givenBack[0]?.amount.currency
  const refunded = sumOf('refund')
  const released = sumOf('release')
  return (
    <div
      role="status"
      className="mt-5 grid gap-1 rounded-xl border border-success/40 bg-green-50 p-4 text-success"
      data-testid="manage-cancelled"
    >
      <p className="font-semibold">{t('cancelled', { number: cancelled.number })}</p>
      {cancelled.wasCharged ? null : <p>{t('cancelledNothing')}</p>}
      {cancelled.kept ? (
        <p>
          {t('cancelledFee', {
            amount: twoCurrencyText(cancelled.kept, {
              t: (key, values) => tTerms(key, values),
              money: (value) => formatAmount(value, locale),
            }),
          })}
        </p>
      ) : null}
      {currency !== undefined && refunded > 0 ? (
        <p>{t('cancelledRefund', { amount: formatAmount({ amount: refunded, currency }, locale) })}</p>
      ) : null}
      {currency !== undefined && released > 0 ? (
        <p>{t('cancelledRelease', { amount: formatAmount({ amount: released, currency }, locale) })}</p>
      ) : null}
    </div>
  )
}
