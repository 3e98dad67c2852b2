import { getTranslations } from 'next-intl/server'

import type { BookingHandovers } from '@/domain/booking/handover'
import type { Locale } from '@/i18n/locales'

type Props = {
  handover: Pick<BookingHandovers, 'pickup' | 'return'>
  /** Pickup and return date and time, written for the page. */
  pickupAt: string
  returnAt: string
  locale: Locale
}

/**
 * Says up front that the desk is closed at the pickup or the return, so a renter landing at 2 a.m.
 * follows the out-of-hours instructions rather than looking for the desk; nothing in opening hours.
 */
export async function OutOfHoursNotice({ handover, pickupAt, returnAt, locale }: Props) {
  if (!handover.pickup.isOutOfHours && !handover.return.isOutOfHours) return null
  const t = await getTranslations({ locale, namespace: 'handover' })
  return (
    <div
      role="note"
      className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-sm text-ink"
      data-testid="out-of-hours-notice"
    >
      {handover.pickup.isOutOfHours ? <p>{t('closedAtPickup', { time: pickupAt })}</p> : null}
      {handover.return.isOutOfHours ? <p>{t('closedAtReturn', { time: returnAt })}</p> : null}
    </div>
  )
}
