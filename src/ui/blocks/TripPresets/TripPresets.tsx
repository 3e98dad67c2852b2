import NextLink from 'next/link'
import { useTranslations } from 'next-intl'

import { MUST_HAVE_LABEL_KEYS } from '@/domain/search/car-filters'
import { tripPresetSearch } from '@/domain/search/trip-preset'
import { getPathname } from '@/i18n/navigation'
import type { TripPresetsBlock } from '@/payload-types'

import { BlockSection } from '../BlockSection'
import type { BlockProps } from '../types'

/**
 * Trip presets: a card per trip with what it needs and the filters it searches with, leading to
 * the Select Car step with those filters on (the visitor then gives the dates, and the results show
 * only cars that fit the trip).
 */
export function TripPresets({ block, context }: BlockProps<TripPresetsBlock>) {
  const t = useTranslations('blocks.tripPresets')
  const names = useTranslations('booking.filters')
  const presets = block.presets ?? []
  if (presets.length === 0) return null
  const bookingPath = getPathname({ href: '/booking', locale: context.locale })
  return (
    <BlockSection type="trip-presets" id={block.id} title={block.title}>
      {block.intro ? <p className="mb-6 max-w-3xl leading-relaxed text-muted">{block.intro}</p> : null}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {presets.map((preset, index) => {
          const { filters, query } = tripPresetSearch(preset)
          const chips = [
            ...(filters.webCategory ? [names(`category.${filters.webCategory}`)] : []),
            ...filters.special.map((filter) => names(`specialName.${MUST_HAVE_LABEL_KEYS[filter]}`)),
          ]
          return (
            <li
              key={preset.id ?? index}
              className="flex flex-col rounded-2xl border border-line bg-white p-6"
              data-testid="trip-preset"
            >
              <h3 className="text-lg font-semibold text-ink">{preset.name}</h3>
              <p className="mt-2 leading-relaxed text-muted">{preset.note}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('filters')}>
                {(chips.length > 0 ? chips : [names('all')]).map((chip) => (
                  <li key={chip} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
                    {chip}
                  </li>
                ))}
              </ul>
              <NextLink
                href={query ? `${bookingPath}?${query}` : bookingPath}
                className="mt-auto inline-flex min-h-11 items-center pt-5 font-semibold text-brand-600 underline underline-offset-4 hover:text-brand-700"
                aria-label={t('findFor', { trip: preset.name })}
              >
                {t('find')} →
              </NextLink>
            </li>
          )
        })}
      </ul>
    </BlockSection>
  )
}
