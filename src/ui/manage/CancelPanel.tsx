import { getLocale, getTranslations } from 'next-intl/server'

import type { CancellationTerms } from '@/domain/booking/cancellation'
import { twoCurrencyText, type CancellationNotice, type TwoCurrencies } from '@/domain/booking/cancellation-notice'
import type { CancellationGiveBack } from '@/domain/booking/manage-refunds'
import { errorMessageKey } from '@/domain/errors/error-messages'
import type { ErrorCode } from '@/domain/errors/errors'
import { cancelBooking } from '@/server/manage/actions/cancel-booking'
import { buttonClass } from '@/ui/primitives/button-styles'

import { formatAmount } from './format'

import { CancelFeeTable } from './CancelFeeTable'
import { ManageSection } from './ManageSection'

type Props = {
  terms: CancellationTerms
  notice: CancellationNotice
  /** The terms in one sentence: free until when, the fee now, or that the rental has started. */
  text: string | undefined
  /** What cancelling inside the free window gives back: nothing and nothing for a booking paid at pickup. */
  onCancel: CancellationGiveBack
  hours: number
  problem?: ErrorCode | undefined
}

/**
 * Cancellation under the rental terms: free until the deadline (what is refunded, or that nothing
 * was charged), or after it the fee of one rental day with what was paid, the fee kept and the
 * refund, in the booking's currency and in ISK as charged, all shown before the visitor confirms
 * (a checkbox and a button, no JavaScript needed). The form carries the fee shown, so a fee that
 * changed meanwhile is refused rather than charged unseen. Once pickup has come, it says whom to call.
 */
export async function CancelPanel({ terms, notice, text, onCancel, hours, problem }: Props) {
  const [t, tTerms, tAll, locale] = await Promise.all([
    getTranslations('manage.cancel'),
    getTranslations('cancellationTerms'),
    getTranslations(),
    getLocale(),
  ])
  const two = (value: TwoCurrencies) =>
    twoCurrencyText(value, { t: (key, values) => tTerms(key, values), money: (money) => formatAmount(money, locale) })
  const isNothingCharged = onCancel.refund.amount === 0 && onCancel.release.amount === 0
  const keptIsk = terms.kind === 'closed' ? 0 : terms.keptIsk
  return (
    <ManageSection id="cancel-title" title={t('title')} testId="manage-cancel">
      <p className="mt-2 text-sm text-muted">{t('policy', { hours })}</p>
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {tAll(errorMessageKey(problem))}
        </p>
      ) : null}
      {text ? (
        <p className="mt-3 text-sm font-semibold" data-testid="manage-cancel-terms">
          {text}
        </p>
      ) : null}
      {terms.kind === 'closed' ? null : (
        <form action={cancelBooking} className="mt-3 grid gap-3">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="keptIsk" value={String(keptIsk)} />
          {notice.key === 'fee' ? (
            <CancelFeeTable
              rows={[
                { label: t('paidLabel'), value: two(notice.paid) },
                { label: t('feeLabel'), value: `− ${two(notice.kept)}` },
                { label: t('refundLabel'), value: two(notice.refund), isTotal: true },
              ]}
              note={t('refundNote')}
            />
          ) : (
            <p className="text-sm font-semibold" data-testid="manage-cancel-money">
              {isNothingCharged || notice.key === 'feeNothingPaid' ? t('nothingCharged') : null}
              {notice.key === 'free' && onCancel.refund.amount > 0
                ? t('refund', { amount: formatAmount(onCancel.refund, locale) })
                : null}
            </p>
          )}
          {onCancel.release.amount > 0 ? (
            <p className="text-sm">{t('release', { amount: formatAmount(onCancel.release, locale) })}</p>
          ) : null}
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
            <input type="checkbox" name="confirm" required className="size-5 shrink-0 accent-brand-600" />
            {notice.key === 'fee' ? t('confirmFee', { fee: two(notice.kept) }) : t('confirm')}
          </label>
          <button type="submit" className={`${buttonClass('outline')} text-danger sm:w-fit`}>
            {t('submit')}
          </button>
        </form>
      )}
    </ManageSection>
  )
}
