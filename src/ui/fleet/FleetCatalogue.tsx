import { getTranslations } from 'next-intl/server'

import { WEB_CATEGORIES } from '@/domain/fleet/web-categories'
import type { Locale } from '@/i18n/locales'
import type { FleetModel } from '@/server/fleet/fleet-models'
import { Container } from '@/ui/primitives/Container'
import { Heading } from '@/ui/primitives/Heading'
import { catalogueEvent } from '@/ui/tracking/fleet-event'
import { TrackEvent } from './lazy'

import { toFleetCard } from './fleet-card'
import { showClasses, unmatchedCombos } from './filter-combos'
import { FleetFilters, FleetGroups } from './lazy'
import { modelCardTexts } from './model-card-text'

/** The fleet catalogue (/our-cars): the models grouped by the six web categories, with the special filters. */
export async function FleetCatalogue({ models, locale }: { models: readonly FleetModel[]; locale: Locale }) {
  const [t, card, { text, toData }] = await Promise.all([
    getTranslations('fleet'),
    getTranslations('booking.card'),
    modelCardTexts(),
  ])
  const cards = models.map((model) => toFleetCard({ model, locale, orSimilar: (name) => card('orSimilar', { name }) }))
  const groups = WEB_CATEGORIES.map((category) => ({
    id: category.id,
    cards: cards.filter((item) => item.webCategory === category.id),
  })).filter((group) => group.cards.length > 0)
  const anyMatches = (list: typeof cards) => (filters: Parameters<(typeof cards)[number]['matches']>[0]) =>
    list.some((item) => item.matches(filters))
  return (
    <Container className="py-10 sm:py-14">
      <Heading level={1}>{t('title')}</Heading>
      <p className="mt-3 max-w-3xl text-lg text-muted">{t('intro')}</p>
      <TrackEvent name="view_item_list" payload={catalogueEvent(models)} />
      <div className="mt-8">
        <FleetFilters
          legend={t('filtersLabel')}
          labels={{ Automatic: t('special.automatic'), '6+ Seats': t('special.seats6'), '4WD/AWD': t('special.awd') }}
        >
          <p className={`mt-6 hidden font-medium ${showClasses(anyMatches(cards))}`} data-testid="fleet-no-match">
            {t('noMatch')}
          </p>
          <FleetGroups
            text={text}
            groups={groups.map((group) => ({
              id: group.id,
              title: t(`groups.${group.id}`),
              hideOn: unmatchedCombos(anyMatches(group.cards)),
              cards: group.cards.map((item) => ({ car: toData(item), hideOn: unmatchedCombos(item.matches) })),
            }))}
          />
        </FleetFilters>
      </div>
    </Container>
  )
}
