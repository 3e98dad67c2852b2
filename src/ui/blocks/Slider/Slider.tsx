import { getTranslations } from 'next-intl/server'

import { formatMoney } from '@/domain/money/money-format'
import type { SliderBlock } from '@/payload-types'
import { asMedia } from '@/ui/primitives/media-srcset'
import { MediaImage } from '@/ui/primitives/MediaImage'
import { SmartLink } from '@/ui/primitives/SmartLink'

import { BlockSection } from '../BlockSection'
import { blockFrame } from '../block-settings'
import type { BlockProps } from '../types'
import { slidePrice } from './slide-price'

const SLIDE_WIDTHS = {
  1: 'w-full',
  2: 'w-[85%] md:w-[calc(50%-0.5rem)]',
  3: 'w-[85%] md:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.667rem)]',
  4: 'w-[85%] md:w-[calc(50%-0.5rem)] lg:w-[calc(25%-0.75rem)]',
} as const

/**
 * Slides side by side in a row that scrolls and snaps (touch, trackpad or keyboard; no script):
 * image per device, tags, title, description, price with the sale price, link.
 */
export async function Slider({ block, context }: BlockProps<SliderBlock>) {
  const slides = block.slides ?? []
  if (slides.length === 0) return null
  const t = await getTranslations('blocks.slider')
  const frame = blockFrame(block.settings, 3)
  const euros = (amount: number) => formatMoney({ amount: Math.round(amount * 100), currency: 'EUR' }, context.locale)
  return (
    <BlockSection
      type="slider"
      id={block.id}
      title={block.title}
      className={frame.sectionClass}
      innerClassName={frame.innerClass}
      isFlush={frame.isFlush}
    >
      <ul
        className="relative -mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto px-1 pb-4 focus-visible:outline-2 focus-visible:outline-brand-500"
        aria-label={t('region', { title: block.title || slides[0]?.title || '' })}
        tabIndex={0}
      >
        {slides.map((slide, index) => {
          const image = asMedia(slide.image)
          const price = slidePrice({ price: slide.price, sale: slide.sale })
          return (
            <li
              key={slide.id ?? index}
              className={`flex shrink-0 snap-start flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-sm ring-1 ring-line ${SLIDE_WIDTHS[frame.columns]}`}
              data-testid="slide"
            >
              {image ? (
                <span className="relative block aspect-[5/4]">
                  <MediaImage
                    media={image}
                    mobileMedia={asMedia(slide.mobileImage)}
                    tabletMedia={asMedia(slide.tabletImage)}
                    fit="cover"
                    sizes="(min-width: 1024px) 33vw, 85vw"
                    alt=""
                  />
                </span>
              ) : null}
              <div className="flex flex-1 flex-col p-5">
                {slide.tags && slide.tags.length > 0 ? (
                  <ul className="mb-2 flex flex-wrap gap-1" aria-label={t('tags')}>
                    {slide.tags.map((tag, tagIndex) => (
                      <li
                        key={tag.id ?? tagIndex}
                        className="rounded bg-ink px-2 py-0.5 text-xs font-semibold text-white"
                      >
                        {tag.label}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <h3 className="text-xl font-bold">{slide.title}</h3>
                {slide.description ? <p className="mt-2 text-muted">{slide.description}</p> : null}
                {price ? (
                  <p className="mt-3 text-lg" data-testid="slide-price">
                    {price.was !== undefined ? (
                      <>
                        <span className="sr-only">{t('was')} </span>
                        <s className="mr-2 text-muted">{euros(price.was)}</s>
                        <span className="sr-only">{t('now')} </span>
                      </>
                    ) : null}
                    <strong className="font-extrabold text-brand-900">{euros(price.now)}</strong>
                  </p>
                ) : null}
                {slide.link?.url ? (
                  <SmartLink
                    href={slide.link.url}
                    className="mt-auto self-start pt-4 font-semibold text-brand-600 underline underline-offset-4 hover:text-brand-700"
                  >
                    {slide.link.label || t('more')}
                    <span className="sr-only">: {slide.title}</span>
                  </SmartLink>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </BlockSection>
  )
}
