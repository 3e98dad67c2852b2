/** How a CMS video URL is played: a file in `<video>`, or a privacy-friendly YouTube/Vimeo iframe. */
export type VideoSource =
  | { kind: 'file'; src: string; type: 'video/mp4' | 'video/webm' }
  | { kind: 'embed'; src: string; provider: 'youtube' | 'vimeo' }

const YOUTUBE_ID = /^[\w-]{11}$/

export function videoSource(url: string, { isAutoplay = false }: { isAutoplay?: boolean } = {}): VideoSource | null {
  const trimmed = url.trim()
  const file = /\.(mp4|webm)(?:[?#].*)?$/i.exec(trimmed)
  if (file?.[1])
    return { kind: 'file', src: trimmed, type: file[1].toLowerCase() === 'webm' ? 'video/webm' : 'video/mp4' }
  const parsed = parseUrl(trimmed)
  if (!parsed) return null
  const autoplay = isAutoplay ? '&autoplay=1' : ''
  const youtubeId = youtubeIdOf(parsed)
  if (youtubeId) {
    return {
      kind: 'embed',
      provider: 'youtube',
      src: `https://www.youtube-nocookie.com/embed/${youtubeId}?rel=0${autoplay}`,
    }
  }
  const vimeoId = vimeoIdOf(parsed)
  if (vimeoId)
    return { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeoId}?dnt=1${autoplay}` }
  return null
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value.startsWith('//') ? `https:${value}` : value)
  } catch {
    return null
  }
}

function youtubeIdOf(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '')
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined = null
  if (host === 'youtu.be') id = segments[0]
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1]
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

function vimeoIdOf(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '')
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null
  const id = url.pathname
    .split('/')
    .filter(Boolean)
    .find((segment) => /^\d+$/.test(segment))
  return id ?? null
}
