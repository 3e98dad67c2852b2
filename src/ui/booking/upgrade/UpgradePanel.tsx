import { getTranslations } from 'next-intl/server'

import { carDisplayName } from '@/domain/fleet/car-display-name'
import type { UpgradeOffer } from '@/server/booking-flow/upgrades'
import { TrackEvent } from '@/ui/tracking/TrackEvent'
import { carListEvent } from '@/ui/tracking/car-list-event'

import { UpgradeCard } from './UpgradeCard'

/** The cars on offer, as the step loaded them (`loadUpgradeOffers`): none from the fifth step on (SPEC §4). */
type Props = { offers: readonly UpgradeOffer[] }

/**
 * 'Upgrade a higher car class' (SPEC §2): the next car along the upgrade path, then up to 4 cars of
 * the CMS upgrade rules, each with its price difference and 'Upgrade car'. Renders nothing when no
 * car is available.
 */
export async function UpgradePanel({ offers }: Props) {
  if (offers.length === 0) return null
  const [t, card] = await Promise.all([getTranslations('booking.upgrade'), getTranslations('booking.card')])
  const orSimilar = (name: string) => card('orSimilar', { name })
  return (
    <section aria-labelledby="upgrade-title" className="rounded-2xl bg-brand-50 p-4 sm:p-6" data-testid="upgrade-panel">
      <h2 id="upgrade-title" className="text-2xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <p className="mt-1 text-muted">{t('intro')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {offers.map((offer, index) => (
          <li key={offer.key} className="flex">
            <UpgradeCard
              offer={offer}
              index={index}
              name={carDisplayName({
                model: offer.car.ModelName,
                displayName: offer.car.displayName,
                isGuaranteedModel: offer.car.isGuaranteedModel,
                orSimilar,
              })}
            />
          </li>
        ))}
      </ul>
      <TrackEvent
        name="view_item_list"
        payload={carListEvent({ cars: offers.map(({ car }) => car), listType: 'Car upgrade' })}
      />
    </section>
  )
}
