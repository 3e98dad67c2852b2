import type { VideoItem as VideoItemData } from '@/payload-types'
import { asMedia } from '@/ui/primitives/media-srcset'
import { VideoPlayer } from '@/ui/primitives/VideoPlayer'

import type { ItemProps } from './RenderItems'

export function VideoItem({ item }: ItemProps<VideoItemData>) {
  const poster = asMedia(item.poster)
  return (
    <figure className="flex flex-col gap-2">
      <VideoPlayer
        url={item.url}
        title={item.title}
        posterUrl={poster?.sizes?.middle?.url ?? poster?.url ?? undefined}
      />
      <figcaption className="text-sm text-muted">{item.title}</figcaption>
    </figure>
  )
}
