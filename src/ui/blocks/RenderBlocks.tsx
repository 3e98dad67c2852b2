import type React from 'react'

import { Banner } from './Banner/Banner'
import { BookingSearch } from './BookingSearch/BookingSearch'
import { CarDetails } from './CarDetails/CarDetails'
import { CarList } from './CarList/CarList'
import { ContactForm } from './ContactForm/ContactForm'
import { ContentCollection } from './ContentCollection/ContentCollection'
import { DamagePriceList } from './DamagePriceList/DamagePriceList'
import { Financing } from './Financing/Financing'
import { InfoGrid } from './InfoGrid/InfoGrid'
import { Links } from './Links/Links'
import { ProtectionComparison } from './ProtectionComparison/ProtectionComparison'
import { SearchResults } from './SearchResults/SearchResults'
import { Slider } from './Slider/Slider'
import { Tabs } from './Tabs/Tabs'
import { TripPresets } from './TripPresets/TripPresets'
import type { BlockContext, BlockProps, PageBlock, PageBlockMap, PageBlockType } from './types'

/** One renderer per page block type: a block added to the CMS without a renderer fails to compile. */
const renderers: { [K in PageBlockType]: React.ComponentType<BlockProps<PageBlockMap[K]>> } = {
  banner: Banner,
  bookingSearch: BookingSearch,
  slider: Slider,
  carList: CarList,
  carDetails: CarDetails,
  financing: Financing,
  searchResults: SearchResults,
  contentCollection: ContentCollection,
  infoGrid: InfoGrid,
  links: Links,
  tabs: Tabs,
  protectionComparison: ProtectionComparison,
  damagePriceList: DamagePriceList,
  tripPresets: TripPresets,
  contactForm: ContactForm,
}

type Props = {
  blocks: readonly PageBlock[] | null | undefined
  context: BlockContext
  /** The blocks open the page, so a first banner carries the h1 (false when the page has its own). */
  isPageStart?: boolean
}

export function RenderBlocks({ blocks, context, isPageStart = true }: Props) {
  if (!blocks || blocks.length === 0) return null
  return (
    <>
      {blocks.map((block, index) =>
        renderBlock(block.blockType, block, { context, isFirst: isPageStart && index === 0, index }),
      )}
    </>
  )
}

function renderBlock<K extends PageBlockType>(
  type: K,
  block: PageBlockMap[K],
  { context, isFirst, index }: { context: BlockContext; isFirst: boolean; index: number },
) {
  const Renderer: React.ComponentType<BlockProps<PageBlockMap[K]>> = renderers[type]
  return <Renderer key={block.id ?? `${type}-${index}`} block={block} context={context} isFirst={isFirst} />
}
