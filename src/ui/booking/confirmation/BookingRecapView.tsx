import { getTranslations } from 'next-intl/server'

import { formatMoney } from '@/domain/money/money-format'
import type { Locale } from '@/i18n/locales'
import type { BookingRecap } from '@/server/booking-flow/booking-recap'
import { Heading } from '@/ui/primitives/Heading'

import { DepositNote } from '../DepositNote'

type Props = {
  recap: BookingRecap
  locale: Locale
  /** 'brief' (payment step): the car, places and dates; 'full' adds protection, extras, drivers, prices and the deposit. */
  variant: 'brief' | 'full'
  title: string
}

/**
 * The booking in short: car, pickup and return, and on the confirmation the choices, the price and
 * the cancellation terms as they stand (free until when, or the fee now).
 */
export async function BookingRecapView({ recap, locale, variant, title }: Props) {
  const [t, tTerms] = await Promise.all([
    getTranslations({ locale, namespace: 'booking.confirmation' }),
    getTranslations({ locale, namespace: 'cancellationTerms' }),
  ])
  const none = t('none')
  const rows: [string, string][] = [
    [t('car'), recap.car],
    [t('pickup'), `${recap.pickup.at}, ${recap.pickup.place}`],
    [t('return'), `${recap.return.at}, ${recap.return.place}`],
  ]
  if (variant === 'full') {
    rows.push(
      [t('protection'), recap.protections.join(', ') || none],
      [t('extras'), recap.extras.map((extra) => `${extra.name} × ${extra.quantity}`).join(', ') || none],
      [t('drivers'), recap.drivers.join(', ') || none],
    )
  }
  const money = (key: keyof BookingRecap['prices']) => formatMoney(recap.prices[key], locale)
  return (
    <section aria-labelledby="booking-recap-title" className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <Heading level={2} size={4} id="booking-recap-title">
        {title}
      </Heading>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-testid="booking-recap">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {variant === 'full' ? (
        <>
          <Heading level={3} size={4} className="mt-6">
            {t('pricesTitle')}
          </Heading>
          <dl className="mt-3 grid grid-cols-[1fr_max-content] gap-y-1" data-testid="booking-prices">
            <dt>{t('rent')}</dt>
            <dd className="pl-6 text-right">{money('rent')}</dd>
            <dt>{t('insurance')}</dt>
            <dd className="pl-6 text-right">{money('insurance')}</dd>
            <dt>{t('additions')}</dt>
            <dd className="pl-6 text-right">{money('additions')}</dd>
            <dt className="border-t border-line pt-2 font-semibold">{t('total')}</dt>
            <dd className="border-t border-line pt-2 pl-6 text-right font-semibold" data-testid="booking-total">
              {money('total')}
            </dd>
            <dt className="text-sm text-muted">{t('vat')}</dt>
            <dd className="pl-6 text-right text-sm text-muted">{money('vat')}</dd>
            <dt className="pt-2">{t('paidNow')}</dt>
            <dd className="pt-2 pl-6 text-right" data-testid="booking-paid">
              {money('paid')}
            </dd>
            <dt>{t('atPickup')}</dt>
            <dd className="pl-6 text-right" data-testid="booking-due">
              {money('due')}
            </dd>
          </dl>
          <DepositNote deposit={recap.deposit} locale={locale} className="mt-4 text-sm" />
          {recap.cancellation ? (
            <p className="mt-3 text-sm" data-testid="booking-cancellation-terms">
              <span className="font-semibold">{tTerms('title')}: </span>
              {recap.cancellation}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
