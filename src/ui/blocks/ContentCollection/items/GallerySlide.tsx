import type { Media } from '@/payload-types'
import { buildSrcSet, fallbackCandidate, imageCandidates } from '@/ui/primitives/media-srcset'

/** The main gallery image, fitted inside the stage; fades in when the slide changes. */
export function GallerySlide({ image }: { image: Media }) {
  const candidates = imageCandidates(image)
  const fallback = candidates.at(-1) ?? fallbackCandidate(image, candidates)
  if (!fallback) return null
  return (
    <figure className="flex max-h-full flex-col items-center transition-opacity duration-300 starting:opacity-0">
      <picture>
        <img
          src={encodeURI(fallback.url)}
          srcSet={buildSrcSet(candidates)}
          sizes="100vw"
          width={fallback.width}
          height={fallback.height}
          alt={image.alt}
          className="max-h-[calc(100dvh-15rem)] w-auto max-w-full rounded-md object-contain select-none"
          draggable={false}
        />
      </picture>
      <figcaption className="sr-only">{image.alt}</figcaption>
    </figure>
  )
}
