'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { Media } from '@/payload-types'
import { lazyComponent } from '@/ui/primitives/lazy-component'
import { MediaImage } from '@/ui/primitives/MediaImage'

// Loaded when a visitor first opens an image: most page views never need it.
const GalleryModal = lazyComponent(() => import('./GalleryModal').then((module) => module.GalleryModal))

/** A grid of thumbnails; each opens the gallery modal at its image. */
export function Gallery({ images }: { images: Media[] }) {
  const t = useTranslations('blocks')
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={`${image.id}-${index}`}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              aria-haspopup="dialog"
              aria-label={t('galleryOpen', { current: index + 1, total: images.length, alt: image.alt })}
              className="group block w-full overflow-hidden rounded-lg"
            >
              <span className="relative block aspect-[5/4]">
                <MediaImage
                  media={image}
                  fit="cover"
                  alt=""
                  sizes="(min-width: 1024px) 25vw, (min-width: 612px) 33vw, 50vw"
                  imgClassName="transition-transform duration-300 group-hover:scale-105"
                />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null ? (
        <GalleryModal images={images} startIndex={openIndex} onClose={() => setOpenIndex(null)} />
      ) : null}
    </>
  )
}
