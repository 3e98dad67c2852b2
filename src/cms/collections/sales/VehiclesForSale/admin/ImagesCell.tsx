import type { DefaultServerCellComponentProps } from 'payload'

type MediaLike = { id?: unknown; url?: unknown; alt?: unknown; sizes?: { small?: { url?: unknown } } }

/** The first photo of a car in the admin list, with the number of photos. */
export async function ImagesCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const images = Array.isArray(cellData) ? (cellData as unknown[]) : []
  const first = images[0]
  if (first === undefined) return <span>—</span>
  const media: MediaLike | null =
    typeof first === 'object' && first !== null
      ? (first as MediaLike)
      : await payload.findByID({ collection: 'media', id: first as number, depth: 0 }).catch(() => null)
  const url = media?.sizes?.small?.url ?? media?.url
  if (typeof url !== 'string') return <span>{images.length}</span>
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a 64 px admin thumbnail */}
      <img
        src={url}
        alt={typeof media?.alt === 'string' ? media.alt : ''}
        width={64}
        height={51}
        style={{ objectFit: 'cover', borderRadius: 4 }}
      />
      {images.length > 1 ? <span>+{images.length - 1}</span> : null}
    </span>
  )
}
