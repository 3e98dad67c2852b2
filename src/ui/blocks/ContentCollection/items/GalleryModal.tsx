'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import type { Media } from '@/payload-types'
import { Modal } from '@/ui/primitives/Modal'

import { GallerySlide } from './GallerySlide'
import { GalleryThumbnails } from './GalleryThumbnails'
import { stepSlide } from './thumbnail-window'

const SLIDE_MS = 350
const SWIPE_PX = 40

type Props = { images: Media[]; startIndex: number; onClose: () => void }

/** Main image and thumbnail strip; arrow keys and swipes change slides, Escape or outside click closes. */
export function GalleryModal({ images, startIndex, onClose }: Props) {
  const t = useTranslations('blocks')
  const [current, setCurrent] = useState(startIndex)
  const slidingUntil = useRef(0)
  const swipeStart = useRef<number | null>(null)
  const total = images.length
  const image = images[current]

  const goTo = (index: number) => {
    slidingUntil.current = Date.now() + SLIDE_MS
    setCurrent(index)
  }
  const step = (delta: number) => goTo(stepSlide({ current, total, step: delta }))

  const stepRef = useRef(step)
  useEffect(() => {
    stepRef.current = step
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') stepRef.current(1)
      else if (event.key === 'ArrowLeft') stepRef.current(-1)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const arrow =
    'absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur hover:bg-white/30'
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('galleryTitle')}
      size="full"
      canCloseOnOutsideClick={() => Date.now() > slidingUntil.current}
      testId="gallery-modal"
    >
      <div className="flex h-full flex-col">
        <div
          data-modal-backdrop=""
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-4 sm:px-20"
          onPointerDown={(event) => {
            swipeStart.current = event.clientX
          }}
          onPointerUp={(event) => {
            const start = swipeStart.current
            swipeStart.current = null
            if (start !== null && Math.abs(event.clientX - start) > SWIPE_PX) step(event.clientX < start ? 1 : -1)
          }}
        >
          {image ? <GallerySlide key={current} image={image} /> : null}
          {total > 1 ? (
            <>
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label={t('previous')}
                className={`${arrow} left-2 sm:left-4`}
              >
                <span aria-hidden="true" className="text-2xl">
                  ‹
                </span>
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                aria-label={t('next')}
                className={`${arrow} right-2 sm:right-4`}
              >
                <span aria-hidden="true" className="text-2xl">
                  ›
                </span>
              </button>
            </>
          ) : null}
        </div>
        <p aria-live="polite" className="py-2 text-center text-sm text-white/80" data-testid="gallery-counter">
          {t('imageOf', { current: current + 1, total })}
        </p>
        {total > 1 ? <GalleryThumbnails images={images} current={current} onSelect={goTo} /> : null}
      </div>
    </Modal>
  )
}
