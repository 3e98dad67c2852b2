import { useTranslations } from 'next-intl'

import type { Media } from '@/payload-types'
import { MediaImage } from '@/ui/primitives/MediaImage'

import { THUMBNAILS_NARROW, THUMBNAILS_WIDE, thumbnailWindow } from './thumbnail-window'

type Props = { images: Media[]; current: number; onSelect: (index: number) => void }

/** Up to 3 thumbnails around the current slide on narrow screens, 5 from the `sm` breakpoint. */
export function GalleryThumbnails({ images, current, onSelect }: Props) {
  const t = useTranslations('blocks')
  const total = images.length
  const narrow = new Set(thumbnailWindow({ current, total, visible: THUMBNAILS_NARROW }))
  const wide = thumbnailWindow({ current, total, visible: THUMBNAILS_WIDE })
  return (
    <ul aria-label={t('thumbnails')} className="flex justify-center gap-2 px-4 pb-4 sm:gap-3 sm:pb-6">
      {wide.map((index) => {
        const image = images[index]
        if (!image) return null
        const isCurrent = index === current
        return (
          <li key={`${image.id}-${index}`} className={narrow.has(index) ? '' : 'hidden sm:block'}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-label={t('showImage', { current: index + 1, total })}
              aria-current={isCurrent ? 'true' : undefined}
              className={`relative block aspect-[5/4] w-20 overflow-hidden rounded-md ring-2 transition sm:w-28 ${
                isCurrent ? 'opacity-100 ring-white' : 'opacity-60 ring-transparent hover:opacity-100'
              }`}
            >
              <MediaImage media={image} fit="cover" alt="" sizes="112px" />
            </button>
          </li>
        )
      })}
    </ul>
  )
}
