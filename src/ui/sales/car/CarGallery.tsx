'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { Media } from '@/payload-types'
import { GalleryThumbnails } from '@/ui/blocks/ContentCollection/items/GalleryThumbnails'
import { stepSlide } from '@/ui/blocks/ContentCollection/items/thumbnail-window'
import { lazyComponent } from '@/ui/primitives/lazy-component'
import { MediaImage } from '@/ui/primitives/MediaImage'

// Loaded when a visitor first opens the gallery: most views never need it.
const GalleryModal = lazyComponent(() =>
  import('@/ui/blocks/ContentCollection/items/GalleryModal').then((module) => module.GalleryModal),
)

/**
 * The car's gallery: the main slider (previous / next) over a thumbnail slider of 3 slides on
 * narrow screens and 5 on wide ones; the main image opens the gallery modal at the same slide.
 */
export function CarGallery({ images, name }: { images: readonly Media[]; name: string }) {
  const t = useTranslations('saleCar')
  const blocks = useTranslations('blocks')
  const [current, setCurrent] = useState(0)
  const [isOpen, setIsOpen] = useState(false)
  const list = [...images]
  const total = list.length
  const image = list[current]
  if (!image) return null
  const arrow =
    'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-ink/60 text-white hover:bg-ink/80 focus-visible:outline-2 focus-visible:outline-white'
  return (
    <section aria-label={t('gallery', { name })} data-testid="car-gallery">
      <div className="relative overflow-hidden rounded-2xl bg-surface">
        <button
          type="button"
          onClick={() => setIsOpen(true)}
          aria-haspopup="dialog"
          aria-label={blocks('galleryOpen', {
            current: current + 1,
            total,
            alt: t('photo', { index: current + 1, name }),
          })}
          className="block w-full"
          data-testid="car-gallery-open"
        >
          <span className="relative block aspect-[5/4]">
            <MediaImage
              key={image.id}
              media={image}
              fit="cover"
              priority={current === 0}
              sizes="(min-width: 1024px) 720px, 100vw"
              alt={t('photo', { index: current + 1, name })}
            />
          </span>
        </button>
        {total > 1 ? (
          <>
            <button
              type="button"
              onClick={() => setCurrent(stepSlide({ current, total, step: -1 }))}
              aria-label={blocks('previous')}
              className={`${arrow} left-3`}
            >
              <span aria-hidden="true" className="text-2xl">
                ‹
              </span>
            </button>
            <button
              type="button"
              onClick={() => setCurrent(stepSlide({ current, total, step: 1 }))}
              aria-label={blocks('next')}
              className={`${arrow} right-3`}
            >
              <span aria-hidden="true" className="text-2xl">
                ›
              </span>
            </button>
            <p
              className="absolute right-3 bottom-3 rounded bg-ink/70 px-2 py-0.5 text-sm text-white"
              aria-live="polite"
            >
              {blocks('imageOf', { current: current + 1, total })}
            </p>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <div className="mt-3 rounded-xl bg-ink pt-3">
          <GalleryThumbnails images={list} current={current} onSelect={setCurrent} />
        </div>
      ) : null}
      {isOpen ? <GalleryModal images={list} startIndex={current} onClose={() => setIsOpen(false)} /> : null}
    </section>
  )
}
