import { getLocale, getTranslations } from 'next-intl/server'

import { carDisplayName } from '@/domain/fleet/car-display-name'
import { OFFICE_TIME_ZONE } from '@/domain/time/office-time'
import { type Locale, localeOr } from '@/i18n/locales'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'

import { CarDetailsLink } from '../CarDetailsLink'
import { dateTimeFormat } from '@/domain/time/date-format'

type Props = {
  flow: Pick<FlowBooking, 'category' | 'booking' | 'view'>
  pickupPlace: string | undefined
  returnPlace: string | undefined
}

/** The summary's car (picture, name, category) and its pickup and return, date, time and place. */
export async function SummaryCar({ flow, pickupPlace, returnPlace }: Props) {
  const { category, booking, view } = flow
  const current = await getLocale()
  const locale: Locale = localeOr(current)
  const [t, categories] = await Promise.all([
    getTranslations('booking.summaryCard'),
    getTranslations('booking.filters.category'),
  ])
  const name = carDisplayName({
    model: category.model,
    displayName: category.displayName,
    isGuaranteedModel: category.isGuaranteedModel,
    orSimilar: (model) => t('orSimilar', { name: model }),
  })
  const when = dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: OFFICE_TIME_ZONE,
  })
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        {category.pictureURL ? (
          // eslint-disable-next-line @next/next/no-img-element -- CMS files are already resized WebP
          <img
            src={category.pictureURL}
            alt={t('photoOf', { name: category.model })}
            width={450}
            height={360}
            decoding="async"
            className="aspect-[5/4] w-24 shrink-0 rounded-lg bg-surface object-contain"
          />
        ) : null}
        <div className="min-w-0">
          <p className="font-semibold text-ink" data-testid="summary-car">
            {name}
          </p>
          <p className="text-sm text-muted">{categories(category.webCategory)}</p>
          <CarDetailsLink slug={category.slug} model={category.model} />
        </div>
      </div>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-semibold">{t('pickup')}</dt>
          <dd className="text-muted">
            <time dateTime={booking.dateOut}>{when.format(new Date(booking.dateOut))}</time>
            {pickupPlace ? <span className="block">{pickupPlace}</span> : null}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('return')}</dt>
          <dd className="text-muted">
            <time dateTime={booking.dateIn}>{when.format(new Date(booking.dateIn))}</time>
            {returnPlace ? <span className="block">{returnPlace}</span> : null}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="font-semibold">{t('duration')}</dt>
          <dd className="text-muted">{t('days', { count: view.Days })}</dd>
        </div>
      </dl>
    </div>
  )
}
