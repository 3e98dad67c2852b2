import { getTranslations } from 'next-intl/server'

import type { EarlierReturn } from '@/domain/pricing/earlier-return'
import { dateTimeFormat } from '@/domain/time/date-format'
import { OFFICE_TIME_ZONE } from '@/domain/time/office-time'
import type { Locale } from '@/i18n/locales'

type Props = { hint: EarlierReturn | undefined; locale: Locale }

/**
 * Rental days are counted in whole 24 hours from the pickup, so a return a few hours later pays a
 * whole day: says by when to return to pay one day less (and, when the desk is closed then, that
 * the out-of-hours fee applies and the latest time at the desk).
 */
export async function EarlierReturnHint({ hint, locale }: Props) {
  if (!hint) return null
  const t = await getTranslations({ locale, namespace: 'earlierReturn' })
  const when = dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: OFFICE_TIME_ZONE,
  })
  return (
    <p className="rounded-lg bg-amber-50 p-3 text-sm text-ink" role="note" data-testid="earlier-return-hint">
      {t('hint', { time: when.format(hint.returnBy), days: hint.days, daysNow: hint.daysNow })}
      {hint.isOutOfHours ? ` ${t('outOfHours')}` : null}
      {hint.deskReturnBy ? ` ${t('desk', { time: when.format(hint.deskReturnBy) })}` : null}
    </p>
  )
}
