import { getTranslations } from 'next-intl/server'

import type { SearchFilters } from '@/domain/search/search-query'
import { dateTimeFormat } from '@/domain/time/date-format'
import { officeInstant } from '@/domain/time/office-instant'
import { OFFICE_TIME_ZONE } from '@/domain/time/office-time'
import { rentalDays } from '@/domain/time/rental-days'
import type { Locale } from '@/i18n/locales'
import type { SearchBoxOffice } from '@/server/booking-flow/search-box'

type Props = { locale: Locale; filters: SearchFilters; offices: readonly SearchBoxOffice[] }

/**
 * The sidebar of the Select Car step once there are dates, before a car is chosen: the trip asked
 * for (where and when, how many rental days, the driver's age) and what comes next, in place of
 * an empty skeleton. From the query alone, so the kept results page stays one page per question.
 * Wide screens only: on a phone the collapsed search form above the cards says the same.
 */
export async function TripSidebar({ locale, filters, offices }: Props) {
  if (!filters.puDate || !filters.doDate) return null
  const pickupAt = officeInstant({ date: filters.puDate, time: filters.pickupTime })
  const returnAt = officeInstant({ date: filters.doDate, time: filters.returnTime })
  if (!pickupAt.isOk || !returnAt.isOk) return null
  const days = rentalDays({ pickupAt: pickupAt.value, returnAt: returnAt.value })
  const [t, card, search] = await Promise.all([
    getTranslations('booking.summary'),
    getTranslations('booking.summaryCard'),
    getTranslations('booking.search'),
  ])
  const when = dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: OFFICE_TIME_ZONE,
  })
  const placeOf = (id: string) => offices.find((office) => office.id === id)?.name
  const stops = [
    { label: card('pickup'), at: pickupAt.value, place: placeOf(filters.puLocation), testId: 'trip-pickup' },
    { label: card('return'), at: returnAt.value, place: placeOf(filters.doLocation), testId: 'trip-return' },
  ]
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="hidden space-y-4 rounded-2xl border border-line bg-white p-5 shadow-xs lg:block"
      data-testid="booking-summary"
      data-state="trip"
    >
      <h2 id="booking-summary-title" className="text-lg font-semibold">
        {t('tripTitle')}
      </h2>
      <dl className="grid gap-2 text-sm">
        {stops.map((stop) => (
          <div key={stop.testId} data-testid={stop.testId}>
            <dt className="font-semibold">{stop.label}</dt>
            <dd className="text-muted">
              <time dateTime={stop.at.toISOString()}>{when.format(stop.at)}</time>
              {stop.place ? <span className="block">{stop.place}</span> : null}
            </dd>
          </div>
        ))}
        {days.isOk ? (
          <div className="flex justify-between gap-3">
            <dt className="font-semibold">{card('duration')}</dt>
            <dd className="text-muted" data-testid="trip-days">
              {card('days', { count: days.value })}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt className="font-semibold">{search('driverAge')}</dt>
          <dd className="text-muted" data-testid="trip-driver-age">
            {filters.driverAge}
          </dd>
        </div>
      </dl>
      <p className="rounded-lg bg-surface p-3 text-sm text-ink">{t('tripNext')}</p>
    </section>
  )
}
