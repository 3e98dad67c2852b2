'use client'

import NextLink from 'next/link'
import { useLocale, useTranslations } from 'next-intl'

import type { CarCardPrices } from '@/domain/search/car-card-price'
import type { FuelType } from '@/domain/fleet/fuel-type'
import type { EcommercePayload } from '@/domain/tracking/tracking-events'
import { chooseCar } from '@/server/booking-flow/actions/choose-car'
import { Badge, type BadgeTone } from '@/ui/primitives/Badge'
import { buttonClass } from '@/ui/primitives/button-styles'

import { CarInfo, type CarInfoData } from './CarInfo'
import { ChooseCarFormClient } from './ChooseCarFormClient'

export type CarCardData = CarInfoData & {
  id: number
  pictureURL: string | null
  isOnRequest: boolean
  isElectric: boolean
  isGuaranteedModel: boolean
  hasYoungDriverFee: boolean
  hasOutOfHoursFee: boolean
  prices: CarCardPrices
  /** Petrol, Diesel, Hybrid or Electric; undefined when the catalogue does not say. */
  fuelType: FuelType | undefined
  /** Only 4x4 cars may drive the highland F-roads; the others say so. */
  isFRoadAllowed: boolean
  /** The age this car needs when the search's driver is younger: it cannot be booked then. */
  needsAge: number | undefined
  /** 'Book now' target: /booking/protection with the query the spec lists. */
  bookHref: string
}

/**
 * The card's texts worded on the server: the fleet catalogue's (the browser has no fleet texts) and
 * the prices (the server's and the browser's number formats may differ, which would break hydration).
 */
export type CarCardTexts = {
  /** 'Fuel: Petrol'; undefined when the catalogue does not say. */
  fuel: { label: string; value: string } | undefined
  /** 'Car details' to the model page; undefined without a model page. */
  details: { href: string; text: string; label: string } | undefined
  /** The card's prices formatted; each absent when its price is. */
  prices: { perDay?: string; total?: string; payAtPickupTotal?: string; fees?: string }
}

type Props = {
  car: CarCardData
  texts: CarCardTexts
  selectEvent?: EcommercePayload | undefined
  /** The list's first card: its photo is likely the page's largest paint, so it loads at once. */
  isFirst?: boolean
}

/**
 * Car list card (SPEC §2): picture, badges, car info, price per day (all in: the total over the
 * days, ADR 024), day count, total, the young-driver and out-of-hours fees within it, 'VAT included in price' and 'Book now'. A price
 * is shown only when it is a number above 0. A car the driver is too young for is greyed and says
 * the age it needs in place of 'Book now', so the visitor knows before tapping. A client component
 * so the page sends each card as its data, not as its markup twice (the results list is the
 * heaviest part of the search step).
 */
export function CarCard({ car, texts, selectEvent, isFirst = false }: Props) {
  const t = useTranslations('booking.card')
  const loading = useTranslations('booking.loading')
  const locale = useLocale()
  const { prices } = texts
  const { days } = car.prices
  const headingId = `car-${car.id}-name`
  const isBookable = car.needsAge === undefined
  const feeLabels = [
    car.hasYoungDriverFee ? t('youngDriverFee') : null,
    car.hasOutOfHoursFee ? t('outOfHoursFee') : null,
  ].filter((label): label is string => label !== null)
  const badges = [
    car.needsAge === undefined ? null : { key: 'needsAge', tone: 'dark', label: t('needsAge', { age: car.needsAge }) },
    car.isOnRequest ? { key: 'onRequest', tone: 'accent', label: t('onRequest') } : null,
    car.isElectric ? { key: 'electric', tone: 'success', label: t('electric') } : null,
    car.isGuaranteedModel ? { key: 'guaranteed', tone: 'dark', label: t('guaranteed') } : null,
  ].filter((badge): badge is { key: string; tone: BadgeTone; label: string } => badge !== null)
  return (
    <article
      aria-labelledby={headingId}
      className={`grid scroll-mt-[calc(var(--header-height)+1rem)] gap-4 rounded-2xl border p-4 sm:p-5 ${
        car.pictureURL ? 'md:grid-cols-[14rem_minmax(0,1fr)_15rem]' : 'md:grid-cols-[minmax(0,1fr)_15rem]'
      } ${isBookable ? 'border-line bg-white shadow-xs' : 'border-dashed border-slate-400 bg-slate-100'}`}
      data-testid="car-card"
      data-car-id={car.id}
      data-bookable={isBookable}
      id={`car-${car.id}`}
    >
      {car.pictureURL ? (
        // eslint-disable-next-line @next/next/no-img-element -- CMS files are already resized WebP
        <img
          src={car.pictureURL}
          alt={t('photoOf', { name: car.model })}
          width={450}
          height={360}
          loading={isFirst ? 'eager' : 'lazy'}
          fetchPriority={isFirst ? 'high' : 'auto'}
          decoding="async"
          className={`aspect-[5/4] w-full rounded-lg bg-surface object-contain ${isBookable ? '' : 'opacity-60 grayscale'}`}
        />
      ) : null}
      <div>
        {badges.length > 0 ? (
          <ul className="mb-2 flex flex-wrap gap-1" data-testid="car-badges">
            {badges.map((badge) => (
              <li key={badge.key}>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <CarInfo car={car} headingId={headingId}>
          {texts.details ? (
            <NextLink
              href={texts.details.href}
              aria-label={texts.details.label}
              className="mt-3 inline-flex min-h-6 items-center rounded-sm text-sm font-semibold text-brand-600 underline underline-offset-4 hover:text-brand-700"
              data-testid="car-details-link"
            >
              {texts.details.text}
            </NextLink>
          ) : null}
        </CarInfo>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="car-road-facts">
          {texts.fuel ? (
            <li data-fact="fuel">
              <span className="text-muted">{texts.fuel.label}: </span>
              <span className="font-medium">{texts.fuel.value}</span>
            </li>
          ) : null}
          <li
            data-fact="f-road"
            data-allowed={car.isFRoadAllowed}
            className={`font-medium ${car.isFRoadAllowed ? 'text-emerald-800' : 'text-amber-800'}`}
          >
            {car.isFRoadAllowed ? t('fRoadsAllowed') : t('notForFRoads')}
          </li>
        </ul>
      </div>
      <div className="flex flex-col gap-2 border-t border-line pt-4 md:border-t-0 md:border-l md:pt-0 md:pl-5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold" data-testid="car-price-kind">
          {car.isOnRequest ? (
            t('payAtPickupPrice')
          ) : (
            <>
              {t('payNowPrice')} <Badge tone="success">{t('save')}</Badge>
            </>
          )}
        </p>
        <p className="flex items-baseline justify-between gap-2 md:block" data-testid="car-price-per-day">
          {prices.perDay ? (
            <>
              <span className={`text-2xl font-extrabold ${isBookable ? 'text-brand-900' : 'text-slate-600'}`}>
                {prices.perDay}
              </span>{' '}
              <span className="text-sm text-muted">{t('perDay')}</span>
            </>
          ) : (
            <span className="font-semibold">{t('noPrice')}</span>
          )}
        </p>
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
          {prices.total ? (
            <>
              <dt className="text-muted">
                {car.isOnRequest ? t('payAtPickupTotal') : t('payNowTotal')} ({t('days', { count: days })})
              </dt>
              <dd className="text-right font-semibold" data-testid="car-total">
                {prices.total}
              </dd>
            </>
          ) : null}
          {prices.payAtPickupTotal ? (
            <>
              <dt className="text-muted">{t('payAtPickupTotal')}</dt>
              <dd className="text-right" data-testid="car-pay-at-pickup">
                {prices.payAtPickupTotal}
              </dd>
            </>
          ) : null}
          {feeLabels.length > 0 && prices.fees ? (
            <>
              <dt className="text-muted">{t('fees')}</dt>
              <dd className="text-right" data-testid="car-fees">
                {prices.fees}
              </dd>
              <dd className="col-span-2 text-xs text-muted">{feeLabels.join(', ')}</dd>
            </>
          ) : null}
        </dl>
        <p className="text-xs text-muted">{t('vat')}</p>
        {car.needsAge === undefined ? (
          <ChooseCarFormClient
            action={chooseCar}
            label={t('bookNow')}
            ariaLabel={t('bookNowFor', { name: car.name })}
            className={buttonClass('secondary')}
            overlayLabel={loading('reserving')}
            isRecommended={false}
            selectEvent={selectEvent}
          >
            <input type="hidden" name="query" value={car.bookHref.slice(car.bookHref.indexOf('?') + 1)} />
            <input type="hidden" name="locale" value={locale} />
          </ChooseCarFormClient>
        ) : (
          <p
            className="mt-auto rounded-lg bg-slate-200 px-3 py-2 text-sm font-semibold text-ink"
            data-testid="car-needs-age"
          >
            {t('needsAge', { age: car.needsAge })}
          </p>
        )}
      </div>
    </article>
  )
}
