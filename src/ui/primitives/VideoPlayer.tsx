import { videoSource } from './video-embed'

type Props = {
  url: string
  title: string
  posterUrl?: string
  isAutoplay?: boolean
}

/** A 16:9 player for an mp4/webm file or a YouTube/Vimeo link; renders nothing for other URLs. */
export function VideoPlayer({ url, title, posterUrl, isAutoplay = false }: Props) {
  const source = videoSource(url, { isAutoplay })
  if (!source) return null
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-ink">
      {source.kind === 'file' ? (
        <video
          controls
          preload="metadata"
          playsInline
          autoPlay={isAutoplay}
          poster={posterUrl}
          aria-label={title}
          className="absolute inset-0 size-full"
        >
          <source src={source.src} type={source.type} />
        </video>
      ) : (
        <iframe
          src={source.src}
          title={title}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      )}
    </div>
  )
}
