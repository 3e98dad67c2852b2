import { preload } from 'react-dom'

import type { Media } from '@/payload-types'

import { buildSrcSet, fallbackCandidate, imageCandidates, placeholderUrl } from './media-srcset'

type Props = {
  media: Media
  /** Phone version, used below the `sm` breakpoint (612 px) through `<picture>`. */
  mobileMedia?: Media | null
  /** Tablet version, used from `sm` up to below `lg` (612-1023 px). */
  tabletMedia?: Media | null
  /** The `sizes` attribute: how wide the image is shown. */
  sizes?: string
  /** Above-the-fold image (the LCP): preloaded from the head, loaded eagerly with high fetch priority. */
  priority?: boolean
  /** `cover` fills the positioned parent (object-fit with the focal point); `natural` keeps its ratio. */
  fit?: 'natural' | 'cover'
  /** Overrides the doc's alt text; pass '' for a decorative image. */
  alt?: string
  className?: string
  imgClassName?: string
}

/**
 * A Payload image with the spec's sizes in `srcset`, width and height set, and the `lazy` size
 * as a blurred placeholder behind it. Plain `<picture>` on purpose: the files are already resized
 * and encoded to WebP by Payload, so next/image would only encode them again.
 */
export function MediaImage({
  media,
  mobileMedia,
  tabletMedia,
  sizes = '100vw',
  priority = false,
  fit = 'natural',
  alt,
  className = '',
  imgClassName = '',
}: Props) {
  const candidates = imageCandidates(media)
  const fallback = fallbackCandidate(media, candidates)
  if (!fallback) return null
  const placeholder = placeholderUrl(media)
  const mobileCandidates = mobileMedia ? imageCandidates(mobileMedia) : []
  const mobileFallback = mobileMedia ? fallbackCandidate(mobileMedia, mobileCandidates) : null
  const tabletCandidates = tabletMedia ? imageCandidates(tabletMedia) : []
  const tabletFallback = tabletMedia ? fallbackCandidate(tabletMedia, tabletCandidates) : null
  if (priority) {
    // The browser fetches the image the screen will show while it still reads the head.
    const mobileMedia = '(max-width: 611px)'
    const tabletMedia = mobileFallback ? '(min-width: 612px) and (max-width: 1023px)' : '(max-width: 1023px)'
    const mainFrom = tabletFallback ? 1024 : mobileFallback ? 612 : undefined
    if (mobileFallback) preloadImage(mobileFallback.url, buildSrcSet(mobileCandidates), '100vw', mobileMedia)
    if (tabletFallback) preloadImage(tabletFallback.url, buildSrcSet(tabletCandidates), '100vw', tabletMedia)
    preloadImage(fallback.url, buildSrcSet(candidates), sizes, mainFrom ? `(min-width: ${mainFrom}px)` : undefined)
  }
  const isCover = fit === 'cover'
  const objectPosition = isCover && media.focalX != null ? `${media.focalX}% ${media.focalY ?? 50}%` : undefined
  return (
    <span className={`${isCover ? 'absolute inset-0' : 'relative'} block overflow-hidden bg-surface ${className}`}>
      {placeholder ? (
        <span
          aria-hidden="true"
          className="absolute inset-0 scale-110 bg-cover bg-center blur-lg"
          style={{ backgroundImage: `url("${encodeURI(placeholder)}")` }}
        />
      ) : null}
      <picture>
        {mobileFallback ? (
          <source
            media="(max-width: 611px)"
            srcSet={buildSrcSet(mobileCandidates)}
            sizes="100vw"
            width={mobileFallback.width}
            height={mobileFallback.height}
          />
        ) : null}
        {tabletFallback ? (
          <source
            media="(max-width: 1023px)"
            srcSet={buildSrcSet(tabletCandidates)}
            sizes="100vw"
            width={tabletFallback.width}
            height={tabletFallback.height}
          />
        ) : null}
        <img
          src={encodeURI(fallback.url)}
          srcSet={buildSrcSet(candidates)}
          sizes={sizes}
          width={fallback.width}
          height={fallback.height}
          alt={alt ?? media.alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          style={objectPosition ? { objectPosition } : undefined}
          className={`relative block ${isCover ? 'size-full object-cover' : 'h-auto w-full'} ${imgClassName}`}
        />
      </picture>
    </span>
  )
}

function preloadImage(url: string, srcSet: string | undefined, sizes: string, media: string | undefined): void {
  preload(encodeURI(url), { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high', media })
}
