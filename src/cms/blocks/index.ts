import type { Block } from 'payload'

import { BannerBlock } from './Banner/config'
import { BookingSearchBlock } from './BookingSearch/config'
import { CarDetailsBlock } from './CarDetails/config'
import { CarListBlock } from './CarList/config'
import { ContactFormBlock } from './ContactForm/config'
import { ContentCollectionBlock } from './ContentCollection/config'
import { DamagePriceListBlock } from './DamagePriceList/config'
import { FinancingBlock } from './Financing/config'
import { InfoGridBlock } from './InfoGrid/config'
import { LinksBlock } from './Links/config'
import { ProtectionComparisonBlock } from './ProtectionComparison/config'
import { SearchResultsBlock } from './SearchResults/config'
import { SliderBlock } from './Slider/config'
import { TabsBlock } from './Tabs/config'
import { TripPresetsBlock } from './TripPresets/config'

export const pageBlocks: Block[] = [
  BannerBlock,
  BookingSearchBlock,
  SliderBlock,
  CarListBlock,
  CarDetailsBlock,
  FinancingBlock,
  SearchResultsBlock,
  ContentCollectionBlock,
  InfoGridBlock,
  LinksBlock,
  TabsBlock,
  ProtectionComparisonBlock,
  DamagePriceListBlock,
  TripPresetsBlock,
  ContactFormBlock,
]
