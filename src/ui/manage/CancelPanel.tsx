import { getLocale, getMessages, getTranslations } from 'next-intl/server'

import type { CancellationPolicy } from '@/domain/booking/cancellation'
import { cancelBooking } from '@/server/manage/actions/cancel-booking'
import { buttonClass } from '@/ui/primitives/button-styles'

import { formatAmount, formatOfficeDateTime } from './format'
import { cancelProblemKey } from './message-keys'

type Props = {
  policy: CancellationPolicy
  paid: number
  currency: Parameters<typeof formatAmount>[1]
  hours: number
  problem?: string | undefined
}

/**
 * Cancellation within the company's policy: the free-cancellation window and what is refunded are
 * shown before the visitor confirms (a checkbox and a button, no JavaScript needed).
 */
export async function CancelPanel({ policy, paid, currency, hours, problem }: Props) {
  const [t, locale, messages] = await Promise.all([getTranslations('manage.cancel'), getLocale(), getMessages()])
  const deadline = formatOfficeDateTime(policy.deadline, locale)
  return (
    <section
      aria-labelledby="cancel-title"
      className="rounded-2xl border border-line bg-white p-5"
      data-testid="manage-cancel"
    >
      <h2 id="cancel-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 text-sm">{t('policy', { hours })}</p>
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {t(`problems.${cancelProblemKey(messages.manage, problem)}`)}
        </p>
      ) : null}
      {policy.canCancel ? (
        <form action={cancelBooking} className="mt-3 grid gap-3">
          <input type="hidden" name="locale" value={locale} />
          <p className="text-sm">
            {t('freeUntil', { deadline })} {t('refund', { amount: formatAmount(paid, currency, locale) })}
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
    </section>
  )
}
