import { getLocale, getTranslations } from 'next-intl/server'

import type { CancellationPolicy } from '@/domain/booking/cancellation'
import type { CancellationGiveBack } from '@/domain/booking/manage-refunds'
import { errorMessageKey } from '@/domain/errors/error-messages'
import type { ErrorCode } from '@/domain/errors/errors'
import { cancelBooking } from '@/server/manage/actions/cancel-booking'
import { buttonClass } from '@/ui/primitives/button-styles'

import { formatAmount, formatOfficeDateTime } from './format'

import { ManageSection } from './ManageSection'

type Props = {
  policy: CancellationPolicy
  /** What cancelling now gives back: nothing and nothing for a booking paid at pickup. */
  onCancel: CancellationGiveBack
  hours: number
  problem?: ErrorCode | undefined
}

/**
 * Cancellation within the company's policy: the free-cancellation window and what is refunded (or
 * that nothing was charged) are shown before the visitor confirms (a checkbox and a button, no
 * JavaScript needed).
 */
export async function CancelPanel({ policy, onCancel, hours, problem }: Props) {
  const [t, tAll, locale] = await Promise.all([getTranslations('manage.cancel'), getTranslations(), getLocale()])
  const deadline = formatOfficeDateTime(policy.deadline, locale)
  const isNothingCharged = onCancel.refund.amount === 0 && onCancel.release.amount === 0
  return (
    <ManageSection id="cancel-title" title={t('title')} testId="manage-cancel">
      <p className="mt-2 text-sm">{t('policy', { hours })}</p>
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {tAll(errorMessageKey(problem))}
        </p>
      ) : null}
      {policy.canCancel ? (
        <form action={cancelBooking} className="mt-3 grid gap-3">
          <input type="hidden" name="locale" value={locale} />
          <p className="text-sm">{t('freeUntil', { deadline })}</p>
          <p className="text-sm font-semibold" data-testid="manage-cancel-money">
            {isNothingCharged ? t('nothingCharged') : null}
            {onCancel.refund.amount > 0 ? t('refund', { amount: formatAmount(onCancel.refund, locale) }) : null}
            {onCancel.release.amount > 0
              ? ` ${t('release', { amount: formatAmount(onCancel.release, locale) })}`
              : null}
          </p>
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
            <input type="checkbox" name="confirm" required className="size-5 accent-brand-600" />
            {t('confirm')}
          </label>
          <button type="submit" className={`${buttonClass('outline')} text-danger sm:w-fit`}>
            {t('submit')}
          </button>
        </form>
      ) : (
        <p className="mt-3 text-sm font-semibold">{t('closed', { deadline })}</p>
      )}
    </ManageSection>
  )
}
