import { useTranslations } from 'next-intl'

import { errorMessageKey } from '@/domain/errors/error-messages'
import type { ErrorCode } from '@/domain/errors/errors'
import { FocusedAlert } from '@/ui/booking/payment/FocusedAlert'

type Props = {
  problem: ErrorCode | undefined
  /** The action's answer: each new one takes the focus again (the same failure twice is announced twice). */
  answer?: unknown
  /** The search, offered when the held booking is gone. */
  searchHref?: string | undefined
  testId?: string
}

/**
 * Why a form was not stored, as its catalogue message; it takes the focus so it is seen and
 * announced. A gone hold links back to the search.
 */
export function FailureNotice({ problem, answer, searchHref, testId = 'detail-failure' }: Props) {
  const t = useTranslations()
  if (!problem) return null
  return (
    <FocusedAlert
      testId={testId}
      notice={problem}
      answer={answer}
      className="rounded-xl border-2 border-danger bg-white p-4"
    >
      <p className="font-semibold text-ink">{t(errorMessageKey(problem))}</p>
      {problem === 'NO_TEMPORARY_BOOKING' && searchHref ? (
        <a href={searchHref} className="mt-2 inline-block font-semibold text-brand-600 underline underline-offset-4">
          {t('booking.detail.errors.backToSearch')}
        </a>
      ) : null}
    </FocusedAlert>
  )
}
