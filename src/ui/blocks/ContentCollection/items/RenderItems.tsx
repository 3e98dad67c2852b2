import type React from 'react'

import type { ContentCollectionBlock } from '@/payload-types'

import type { BlockContext } from '../../types'
import { ButtonItem } from './ButtonItem'
import { DateItem } from './DateItem'
import { FileItem } from './FileItem'
import { GalleryItem } from './GalleryItem'
import { LinkItem } from './LinkItem'
import { LinksItem } from './LinksItem'
import { RichTextItem } from './RichTextItem'
import { TextItem } from './TextItem'
import { VideoItem } from './VideoItem'

type CollectionItem = NonNullable<ContentCollectionBlock['items']>[number]
type ItemMap = { [I in CollectionItem as I['blockType']]: I }
type ItemType = keyof ItemMap
export type ItemProps<I> = { item: I; context: BlockContext }

/** One renderer per content-collection item type; a missing one fails to compile. */
const renderers: { [K in ItemType]: React.ComponentType<ItemProps<ItemMap[K]>> } = {
  text: TextItem,
  textarea: RichTextItem,
  file: FileItem,
  button: ButtonItem,
  date: DateItem,
  link: LinkItem,
  video: VideoItem,
  links: LinksItem,
  gallery: GalleryItem,
}

/** Items that take a whole row of the grid: section headings and galleries. */
function isFullRow(item: CollectionItem): boolean {
  return item.blockType === 'gallery' || (item.blockType === 'text' && (item.level ?? 'h2') === 'h2')
}

type Props = { items: ContentCollectionBlock['items']; context: BlockContext }

export function RenderItems({ items, context }: Props) {
  return (
    <>
      {(items ?? []).map((item, index) => (
        <div
          key={item.id ?? index}
          data-testid={`item-${item.blockType}`}
          className={`min-w-0 ${isFullRow(item) ? 'col-span-full' : ''}`}
        >
          {renderItem(item.blockType, item, context)}
        </div>
      ))}
    </>
  )
}

function renderItem<K extends ItemType>(type: K, item: ItemMap[K], context: BlockContext) {
  const Renderer: React.ComponentType<ItemProps<ItemMap[K]>> = renderers[type]
  return <Renderer item={item} context={context} />
}
