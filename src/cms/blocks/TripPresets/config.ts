import type { Block } from 'payload'

import { MUST_HAVE_FILTERS } from '@/domain/search/car-filters'
import { SPECIAL_FILTER_SLUGS } from '@/domain/search/car-list-query'
import { WEB_CATEGORIES } from '@/domain/fleet/web-categories'

/**
 * Trip presets ("Ring Road", "Highlands", "Winter"): each a set of the car list's filters and a
 * short note of what the trip needs. A preset leads to the Select Car step with its filters on, so
 * the search answers the trip and not only the dates. The filters are the car list's own, so a
 * preset finds exactly what the results' filter chips would.
 */
export const TripPresetsBlock: Block = {
  slug: 'tripPresets',
  interfaceName: 'TripPresetsBlock',
  labels: { singular: 'Trip presets', plural: 'Trip presets' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'presets',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'name', type: 'text', required: true },
        {
          name: 'note',
          type: 'textarea',
          required: true,
          admin: { description: 'What the trip needs: F-road rules, gravel, winter tyres.' },
        },
        {
          name: 'mustHave',
          type: 'select',
          hasMany: true,
          options: MUST_HAVE_FILTERS.map((filter) => ({ label: filter, value: SPECIAL_FILTER_SLUGS[filter] })),
          admin: { description: 'The filters the search starts with; empty: every car.' },
        },
        {
          name: 'category',
          type: 'select',
          options: WEB_CATEGORIES.map((category) => ({ label: category.label, value: category.id })),
          admin: { description: 'Optional: one car type.' },
        },
      ],
    },
  ],
}
