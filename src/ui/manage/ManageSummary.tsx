import { getLocale, getTranslations } from 'next-intl/server'

import { twoCurrencyText } from '@/domain/booking/cancellation-notice'
import { toMajorUnits } from '@/domain/money/money'
import type { ManagedBooking } from '@/server/manage/managed-booking'
import { BookingSummary } from '@/ui/booking/summary/BookingSummary'
import type { PriceDisplay } from '@/ui/booking/summary/price-display'
import { SummaryRow } from '@/ui/booking/summary/SummaryRow'

import { formatAmount } from './format'

type Props = { managed: ManagedBooking; query: URLSearchParams; display: PriceDisplay }

/**
 * The manage sidebar (SPEC §2 manage variant): the booking flow's live summary of the booking as
 * changed, then what only manage has: the booked total, the difference, what was paid, what is
 * left to pay and what would be refunded once the changes are saved (in the booking's currency and
 * in ISK as the card was charged).
 */
export async function ManageSummary({ managed, query, display }: Props) {
  const [t, tTerms, locale] = await Promise.all([
    getTranslations('manage.summary'),
    getTranslations('cancellationTerms'),
    getLocale(),
  ])
  const { booking, saved, changed, pickup, refundOnSave } = managed
  const major = (amount: number) => toMajorUnits({ amount, currency: booking.currency })
  const difference = changed.total - saved.total
  const signed = difference > 0 ? '+' : difference < 0 ? '−' : ''
  return (
    <BookingSummary
      flow={managed}
      query={query}
      display={display}
      summary={{ pickupPlace: pickup.officeOut, returnPlace: pickup.officeIn, payOptions: undefined }}
      title={t('title', { number: booking.number })}
    >
      <dl className="space-y-2 border-t border-line pt-4" data-testid="manage-summary">
        <SummaryRow label={t('booked')} amount={display.format(major(saved.total))} />
        <SummaryRow
          label={t('difference')}
          amount={`${signed}${display.format(major(Math.abs(difference)))}`}
          testId="manage-difference"
        />
        <SummaryRow label={t('paid')} amount={display.format(major(saved.paid))} />
        <SummaryRow
          label={t('balance')}
          amount={display.format(major(changed.balance))}
          isStrong
          testId="manage-balance-due"
        />
      </dl>
      {refundOnSave && managed.changes.length > 0 ? (
        <p className="rounded-lg bg-green-50 p-3 text-sm text-success" data-testid="manage-refund-due">
          {t('refundDue', {
            amount: twoCurrencyText(refundOnSave, {
              t: (key, values) => tTerms(key, values),
              money: (value) => formatAmount(value, locale),
            }),
          })}
        </p>
      ) : null}
    </BookingSummary>
  )
}
