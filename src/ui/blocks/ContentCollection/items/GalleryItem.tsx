import type { GalleryItem as GalleryItemData, Media } from '@/payload-types'
import { asMedia } from '@/ui/primitives/media-srcset'

import { Gallery } from '../../lazy'
import type { ItemProps } from './RenderItems'

export function GalleryItem({ item }: ItemProps<GalleryItemData>) {
  const images = item.images.map(asMedia).filter((image): image is Media => image !== null)
  if (images.length === 0) return null
  return <Gallery images={images} />
}
