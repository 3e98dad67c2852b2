import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { asMedia, buildSrcSet, fallbackCandidate, imageCandidates, placeholderUrl } from './media-srcset'

const size = (name: string, width: number, height: number) => ({
  url: `/api/media/file/road-${width}x${height}.webp`,
  width,
  height,
  filename: name,
})

const media = (overrides: Partial<Media> = {}): Media => ({
  id: 1,
  alt: 'A road',
  url: '/api/media/file/road.jpg',
  width: 2400,
  height: 1600,
  createdAt: '',
  updatedAt: '',
  sizes: {
    lazy: size('lazy', 25, 20),
    small: size('small', 450, 360),
    middle: size('middle', 817, 654),
    large: size('large', 1200, 960),
  },
  ...overrides,
})

describe('imageCandidates and buildSrcSet', () => {
  it('lists the spec sizes and a larger original, smallest first, without the lazy placeholder', () => {
    expect(buildSrcSet(imageCandidates(media()))).toBe(
      '/api/media/file/road-450x360.webp 450w, /api/media/file/road-817x654.webp 817w, ' +
        '/api/media/file/road-1200x960.webp 1200w, /api/media/file/road.jpg 2400w',
    )
  })

  it('skips sizes that were not generated (image smaller than the size) and a smaller original', () => {
    const small = media({
      width: 600,
      height: 400,
      sizes: { lazy: size('lazy', 25, 20), small: size('small', 450, 360), middle: { url: null }, large: {} },
    })
    expect(imageCandidates(small).map((candidate) => candidate.width)).toEqual([450, 600])
  })

  it('escapes spaces in file names', () => {
    const spaced = media({ url: '/api/media/file/my road.jpg', sizes: {} })
    expect(buildSrcSet(imageCandidates(spaced))).toBe('/api/media/file/my%20road.jpg 2400w')
  })

  it('gives no srcset without candidates', () => {
    expect(buildSrcSet([])).toBeUndefined()
  })
})

describe('fallbackCandidate and placeholderUrl', () => {
  it('prefers the middle size as src', () => {
    const doc = media()
    expect(fallbackCandidate(doc, imageCandidates(doc))?.width).toBe(817)
  })

  it('falls back to the first candidate at least 800 px wide, else the largest', () => {
    const noMiddle = media({ sizes: { small: size('small', 450, 360), large: size('large', 1200, 960) } })
    expect(fallbackCandidate(noMiddle, imageCandidates(noMiddle))?.width).toBe(1200)
    const tiny = media({ width: 300, height: 200, sizes: {} })
    expect(fallbackCandidate(tiny, imageCandidates(tiny))?.width).toBe(300)
  })

  it('uses the lazy size as the blurred placeholder', () => {
    expect(placeholderUrl(media())).toBe('/api/media/file/road-25x20.webp')
    expect(placeholderUrl(media({ sizes: {} }))).toBeNull()
  })
})

describe('asMedia', () => {
  it('accepts populated docs only', () => {
    expect(asMedia(media())?.id).toBe(1)
    expect(asMedia(7)).toBeNull()
    expect(asMedia(null)).toBeNull()
    expect(asMedia(media({ url: null }))).toBeNull()
  })
})
