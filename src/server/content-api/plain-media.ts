import 'server-only'

/** SPEC §3 images as the content API gives them: where the file is and how it reads. */
export type ApiImage = { id: number; url: string; alt: string; width: number | null; height: number | null }

type MediaLike = { id: number; url: string; alt?: unknown; width?: unknown; height?: unknown; mimeType: unknown }

function isMedia(value: object): value is MediaLike {
  const record = value as Record<string, unknown>
  return typeof record.id === 'number' && typeof record.url === 'string' && 'mimeType' in record
}

/**
 * A populated Payload value with every upload (an object with an id, a url and a mime type) made an
 * ApiImage: the content API does not hand out file names, sizes or focal points. Other values are
 * copied as they are.
 */
export function withPlainMedia(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPlainMedia)
  if (typeof value !== 'object' || value === null) return value
  if (isMedia(value)) return apiImage(value)
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withPlainMedia(inner)]))
}

export function apiImage(value: unknown): ApiImage | null {
  if (typeof value !== 'object' || value === null || !isMedia(value)) return null
  return {
    id: value.id,
    url: value.url,
    alt: typeof value.alt === 'string' ? value.alt : '',
    width: typeof value.width === 'number' ? value.width : null,
    height: typeof value.height === 'number' ? value.height : null,
  }
}
