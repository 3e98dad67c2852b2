import { getLocale, getTranslations } from 'next-intl/server'

import { stepIndex, type StepId } from '@/domain/booking/booking-steps'
import { carDisplayName } from '@/domain/fleet/car-display-name'
import { isLocale } from '@/i18n/locales'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'
import { loadUpgradeOffers } from '@/server/booking-flow/upgrades'
import { TrackEvent } from '@/ui/tracking/TrackEvent'
import { carListEvent } from '@/ui/tracking/car-list-event'

import { UpgradeCard } from './UpgradeCard'

type Props = {
  flow: FlowBooking
  /** The step's query (search filters and the chosen car), carried to the upgraded car's steps. */
  query: URLSearchParams
  /** The step showing the panel; nothing from the fifth step on (SPEC §4). */
  step?: StepId
}

/**
 * 'Upgrade a higher car class' (SPEC §2): the next car along the upgrade path, then up to 4 cars of
 * the CMS upgrade rules, each with its price difference and 'Upgrade car'. Renders nothing when no
 * car is available.
 */
export async function UpgradePanel({ flow, query, step = 'protection' }: Props) {
  const locale = await getLocale()
  if (!isLocale(locale)) return null
  const offers = await loadUpgradeOffers({ flow, query, locale, stepIndex: stepIndex('booking', step) })
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
        {offers.map((offer) => (
          <li key={offer.key} className="flex">
            <UpgradeCard
              offer={offer}
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
