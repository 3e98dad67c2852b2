import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '../../i18n/locales'
import type { Page } from '../../payload-types'

/** One value per language: a missing translation is a compile error. */
export type Localized<T> = Record<Locale, T>

type PageLayout = NonNullable<Page['layout']>

/** What one language of a page holds. */
export type PageText = { title: string; seo: { title: string; description: string }; layout: PageLayout }

/** The ids of the generated media. */
export type MediaIds = {
  hero: number
  winter: number
  logo: number
  rentalTermsPdf: number
  fleet: number[]
}

/** The ids of the media and of the rental car categories (by slug, for the car blocks) the pages use. */
/** Media ids, and the ids of the records pages link to: car categories by slug and the demo forms. */
export type SeedMedia = MediaIds & { cars: Readonly<Record<string, number>>; forms: { readonly contact: number } }

export type PageSeed = {
  path: string
  isIndexable?: boolean
  structuredData?: Record<string, unknown>
  theme?: Page['theme']
  seoImage?: keyof Pick<SeedMedia, 'hero' | 'winter'>
  content: (media: SeedMedia) => Localized<PageText>
}

/** The Payload instance and the request that carries the seed's single transaction. */
export type SeedRun = { payload: Payload; req: PayloadRequest }

/** Writes skip cache revalidation: there is nothing to revalidate while seeding. */
export const SEED_CONTEXT = { disableRevalidate: true } as const

/** Builds a value for every language; the object literal keeps the language list checked. */
export function localize<T>(make: (locale: Locale) => T): Localized<T> {
  return { en: make('en'), de: make('de'), es: make('es'), fr: make('fr'), is: make('is'), it: make('it') }
}
