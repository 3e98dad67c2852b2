import { getLocale, getTranslations } from 'next-intl/server'

import { twoCurrencyText, type TwoCurrencies } from '@/domain/booking/cancellation-notice'
import { sumOfGivenBack } from '@/domain/booking/manage-refunds'
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
  const two = (value: TwoCurrencies) =>
    twoCurrencyText(value, { t: (key, values) => tTerms(key, values), money: (money) => formatAmount(money, locale) })
  const refunded = sumOfGivenBack(cancelled.givenBack, 'refund')
  const released = sumOfGivenBack(cancelled.givenBack, 'release')
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
            amount: two(cancelled.kept),
          })}
        </p>
      ) : null}
      {refunded ? <p>{t('cancelledRefund', { amount: two(refunded) })}</p> : null}
      {released ? <p>{t('cancelledRelease', { amount: two(released) })}</p> : null}
    </div>
  )
}
