import 'server-only'

import type { Payload } from 'payload'

import { WEB_CATEGORIES } from '@/domain/fleet/web-categories'
import type { Locale } from '@/i18n/locales'

import { activeCategories } from './catalogue'
import type { RentalCategory } from './mappers/category'

export type CarCategoryInfo = Omit<RentalCategory, 'soldOutPolicy' | 'fuels' | 'minimumAge' | 'fuelType'> & {
  fuelType: string | null
  isElectric: boolean
  Groups: { name: string; TypeName: string }[]
}

/**
 * The active car categories (SPEC §7 GET renteon-car-categories), optionally those whose model or
 * display name contains `name` (case and accents ignored).
 */
export async function listCarCategories(params: {
  payload: Payload
  name?: string | undefined
  locale: Locale
}): Promise<CarCategoryInfo[]> {
  const wanted = fold(params.name ?? '')
  const categories = await activeCategories({ payload: params.payload, locale: params.locale })
  return categories
    .filter((category) => !wanted || fold(`${category.model} ${category.displayName}`).includes(wanted))
    .map(({ soldOutPolicy: _policy, fuels: _fuels, minimumAge: _minimumAge, ...category }) => {
      const group = WEB_CATEGORIES.find((candidate) => candidate.id === category.webCategory)
      return {
        ...category,
        fuelType: category.fuelType ?? null,
        isElectric: category.fuelType === 'Electric',
        Groups: group ? [{ name: group.label, TypeName: group.id }] : [],
      }
    })
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}
