import type { DamagePriceRow } from '@/domain/bookings/damage-price-list'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import type { BlockCars } from '@/server/fleet/block-cars'
import type { CoverComparison } from '@/server/rental/cover-comparison'

export type PageBlock = NonNullable<Page['layout']>[number]

/** Each page block interface keyed by its `blockType`. */
export type PageBlockMap = { [B in PageBlock as B['blockType']]: B }
export type PageBlockType = keyof PageBlockMap

/** What every block renderer gets besides its data. */
export type BlockContext = {
  locale: Locale
  /** The contact page path, where `#goi` buttons go when no chatbot answers. */
  contactPath: string
  /** What the car blocks show (fleet, popular models, cars for sale), loaded by the page when it has them. */
  cars?: BlockCars
  /** The fleet catalogue's path (Company information library path). */
  libraryPath?: string
  /** Where a car for sale has its page: `{carPath}/{id}` (Company information car path). */
  carPath?: string
  /** The protection levels from the rental engine, loaded when the page has a comparison block. */
  cover?: CoverComparison
  /** The published damage price list, loaded when the page has a damage price list block. */
  damagePrices?: readonly DamagePriceRow[]
}

export type BlockProps<B> = {
  block: B
  context: BlockContext
  /** The first block of a page; a first banner carries the page's h1. */
  isFirst: boolean
}
