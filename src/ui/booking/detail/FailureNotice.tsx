import { useTranslations } from 'next-intl'

import type { SaveDetailsFailure } from '@/server/booking-flow/actions/save-details'

type Props = { reason: SaveDetailsFailure | undefined; searchHref: string }

/** Why the details were not stored; a gone hold links back to the search. */
export function FailureNotice({ reason, searchHref }: Props) {
  const t = useTranslations('booking.detail')
  return (
    <div role="alert" data-testid="detail-failure">
      {reason ? (
        <div className="rounded-xl border-2 border-danger bg-white p-4">
          <p className="font-semibold text-ink">{t(`errors.${reason}`)}</p>
          {reason === 'noBooking' ? (
            <a
              href={searchHref}
              className="mt-2 inline-block font-semibold text-brand-600 underline underline-offset-4"
            >
              {t('errors.backToSearch')}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
