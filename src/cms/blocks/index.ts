import type { Block } from 'payload'

import { BannerBlock } from './Banner/config'
import { ContentCollectionBlock } from './ContentCollection/config'
import { InfoGridBlock } from './InfoGrid/config'
import { LinksBlock } from './Links/config'
import { TabsBlock } from './Tabs/config'

export const pageBlocks: Block[] = [BannerBlock, ContentCollectionBlock, InfoGridBlock, LinksBlock, TabsBlock]
