import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

export type PageBlock = NonNullable<Page['layout']>[number]

/** Each page block interface keyed by its `blockType`. */
export type PageBlockMap = { [B in PageBlock as B['blockType']]: B }
export type PageBlockType = keyof PageBlockMap

/** What every block renderer gets besides its data. */
export type BlockContext = {
  locale: Locale
  /** The contact page path, where `#goi` buttons go when no chatbot answers. */
  contactPath: string
}

export type BlockProps<B> = {
  block: B
  context: BlockContext
  /** The first block of a page; a first banner carries the page's h1. */
  isFirst: boolean
}
