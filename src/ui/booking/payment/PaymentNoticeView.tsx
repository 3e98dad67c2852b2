import { getTranslations } from 'next-intl/server'

import { errorMessageKey } from '@/domain/errors/error-messages'
import type { PaymentNotice } from '@/domain/payments/payment-choice'

import { FocusedAlert } from './FocusedAlert'
import { PendingPaymentModal } from './PendingPaymentModal'
import { RefreshWhilePending } from './RefreshWhilePending'

type Props = {
  notice: PaymentNotice
  challengeUrl: string | undefined
  checkAgainHref: string
  /** The search with the visitor's query, when the car is gone. */
  searchHref: string
}

const CAR_GONE: readonly string[] = ['CAR_NOT_AVAILABLE', 'NO_TEMPORARY_BOOKING']

/**
 * What happened to the last try, above the form: a refused card or an error as an alert (the
 * visitor can try again at once), a pending payment as a status line and the pending modal.
 */
export async function PaymentNoticeView({ notice, challengeUrl, checkAgainHref, searchHref }: Props) {
  const [t, tAll] = await Promise.all([getTranslations('booking.payment'), getTranslations()])
  if (notice.kind === 'pending') {
    return (
      <>
        <div
          role="status"
          data-testid="payment-notice"
          data-notice="pending"
          className="rounded-xl border-l-4 border-amber-500 bg-amber-50 p-4"
        >
          <p className="font-semibold">{t('pending.title')}</p>
          <p className="mt-1">{challengeUrl ? t('pending.text') : t('pending.confirming')}</p>
          {challengeUrl ? (
            <a href={challengeUrl} className="mt-2 inline-block font-semibold text-brand-700 underline">
              {t('pending.continue')}
            </a>
          ) : null}
        </div>
        <PendingPaymentModal challengeUrl={challengeUrl} checkAgainHref={checkAgainHref} />
        <RefreshWhilePending />
      </>
    )
  }
  const [title, text] =
    notice.kind === 'declined'
      ? [t('notice.declinedTitle'), t('notice.declinedText')]
      : notice.kind === 'failed'
        ? [t('notice.failedTitle'), t('notice.failedText')]
        : [t('notice.errorTitle'), tAll(errorMessageKey(notice.code))]
  return (
    <FocusedAlert
      testId="payment-notice"
      notice={notice.kind === 'error' ? notice.code : notice.kind}
      className="rounded-xl border-l-4 border-red-600 bg-red-50 p-4"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{text}</p>
      {notice.kind === 'error' && CAR_GONE.includes(notice.code) ? (
        <a href={searchHref} className="mt-2 inline-block font-semibold text-brand-700 underline">
          {t('notice.chooseCar')}
        </a>
      ) : null}
    </FocusedAlert>
  )
}
