import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { BookingRequestState } from '@/server/manage/request-state'
import { buttonClass } from '@/ui/primitives/button-styles'

/**
 * What the look-up page says of a booking request: waiting for our confirmation (nothing to pay or
 * change yet), or declined (nothing charged; search again).
 */
export async function RequestNotice({ request }: { request: BookingRequestState }) {
  const t = await getTranslations('manage.lookup')
  if (request.status === 'requested') {
    return (
      <div
        role="status"
        className="mt-5 grid gap-1 rounded-xl border border-amber-500/60 bg-amber-50 p-4"
        data-testid="manage-requested"
      >
        <p className="font-semibold">{t('requested', { number: request.number })}</p>
        <p>{t('requestedText')}</p>
      </div>
    )
  }
  return (
    <div
      role="status"
      className="mt-5 grid gap-2 rounded-xl border border-red-600/40 bg-red-50 p-4"
      data-testid="manage-declined"
    >
      <p className="font-semibold">{t('declined', { number: request.number })}</p>
      <p>{t('declinedText')}</p>
      <p>
        <Link href="/booking" className={buttonClass('outline')}>
          {t('searchAgain')}
        </Link>
      </p>
    </div>
  )
}
