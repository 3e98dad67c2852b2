import type { Media } from '@/payload-types'
import { MediaImage } from '@/ui/primitives/MediaImage'

/** A model's pictures (SPEC §9: at most 4): the first large, the others beside or under it. */
export function ModelGallery({
  images,
  label,
  altOf,
}: {
  images: readonly Media[]
  label: string
  altOf: (index: number) => string
}) {
  if (images.length === 0) return null
  const [first, ...rest] = images
  return (
    <figure aria-label={label} className="grid gap-3" data-testid="model-gallery">
      {first ? (
        <MediaImage
          media={first}
          priority
          sizes="(min-width: 1024px) 640px, 100vw"
          alt={altOf(1)}
          className="rounded-2xl"
        />
      ) : null}
      {rest.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3">
          {rest.map((image, index) => (
            <li key={image.id}>
              <MediaImage
                media={image}
                sizes="(min-width: 1024px) 210px, 33vw"
                alt={altOf(index + 2)}
                className="rounded-lg"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  )
}
