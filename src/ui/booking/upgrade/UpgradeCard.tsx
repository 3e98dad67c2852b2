import { getLocale, getTranslations } from 'next-intl/server'

import { isFRoadAllowed } from '@/domain/fleet/f-roads'
import type { Money } from '@/domain/money/money'
import { formatMoney } from '@/domain/money/money-format'
import type { UpgradeOffer } from '@/server/booking-flow/upgrades'
import { selectedCarEvent } from '@/ui/tracking/car-list-event'
import { Badge } from '@/ui/primitives/Badge'
import { buttonClass } from '@/ui/primitives/button-styles'

import { CarDetailsLink } from '../CarDetailsLink'
import { ChooseCarForm } from '../ChooseCarForm'

/**
 * One car of the upgrade panel: label title, description, 'Read more', the price difference (what
 * it adds, or saves), whether it may drive the F-roads, 'Upgrade car'.
 */
export async function UpgradeCard({ offer, name, index }: { offer: UpgradeOffer; name: string; index: number }) {
  const [t, card, locale] = await Promise.all([
    getTranslations('booking.upgrade'),
    getTranslations('booking.card'),
    getLocale(),
  ])
  const { car, rule } = offer
  const headingId = `upgrade-${offer.key}-name`
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-xs"
      data-testid="upgrade-car"
      data-car-id={car.id}
    >
      <p>
        <Badge tone={rule ? 'accent' : 'success'}>{rule ? rule.title : t('recommended')}</Badge>
      </p>
      <div className="flex items-center gap-3">
        {car.pictureURL ? (
          // eslint-disable-next-line @next/next/no-img-element -- CMS files are already resized WebP
          <img
            src={car.pictureURL}
            alt=""
            width={450}
            height={360}
            loading="lazy"
            decoding="async"
            className="aspect-[5/4] w-28 shrink-0 rounded-lg bg-surface object-contain"
          />
        ) : null}
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold">
            {car.ModelName}
          </h3>
          <p className="text-sm text-muted">{name}</p>
          <CarDetailsLink slug={car.slug} model={car.ModelName} />
          <p
            className={`mt-1 text-sm font-medium ${isFRoadAllowed(car.driveType) ? 'text-emerald-800' : 'text-amber-800'}`}
            data-fact="f-road"
            data-allowed={isFRoadAllowed(car.driveType)}
          >
            {isFRoadAllowed(car.driveType) ? card('fRoadsAllowed') : card('notForFRoads')}
          </p>
        </div>
      </div>
      {rule?.description ? <p className="text-sm">{rule.description}</p> : null}
      {offer.readMoreHref && rule ? (
        <a
          href={offer.readMoreHref}
          className="self-start rounded-sm text-sm font-semibold text-brand-600 underline underline-offset-4 hover:text-brand-700"
        >
          {t('readMoreAbout', { title: rule.title })}
        </a>
      ) : null}
      <p className="mt-auto text-lg font-extrabold text-brand-900" data-testid="upgrade-difference">
        {differenceText(offer.difference, (key, price) => t(key, { price }), locale)}
      </p>
      <ChooseCarForm
        href={offer.href}
        label={t('upgradeCar')}
        ariaLabel={t('upgradeCarFor', { name: car.ModelName })}
        className={buttonClass('primary')}
        isRecommended
        selectEvent={selectedCarEvent({ car, index, listType: 'Car upgrade' })}
      />
    </article>
  )
}

/** '+€40 in total', '€15 less in total' or 'Same total price'. */
function differenceText(
  difference: Money,
  text: (key: 'difference' | 'less' | 'same', price: string) => string,
  locale: string,
): string {
  const price = formatMoney({ ...difference, amount: Math.abs(difference.amount) }, locale)
  if (difference.amount > 0) return text('difference', price)
  return difference.amount < 0 ? text('less', price) : text('same', price)
}
