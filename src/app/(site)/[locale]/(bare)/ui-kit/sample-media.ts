import type { Media } from '@/payload-types'

type Palette = { sky: string; far: string; near: string; ground: string }

export const PALETTES = {
  summer: { sky: '#7cc4f2', far: '#5b7f95', near: '#2f5d50', ground: '#7fae5b' },
  winter: { sky: '#c9dcef', far: '#9fb3c8', near: '#eef3f8', ground: '#ffffff' },
  aurora: { sky: '#0b2447', far: '#1e3a5f', near: '#0f2a3a', ground: '#16324a' },
  dusk: { sky: '#f5a65b', far: '#8a5a7a', near: '#3b2f4a', ground: '#2a2438' },
} satisfies Record<string, Palette>

/** A small landscape drawing as a data URL, so the UI kit needs no uploaded media. */
function landscape({ sky, far, near, ground }: Palette): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 960" width="1200" height="960"><rect width="1200" height="960" fill="${sky}"/><circle cx="930" cy="230" r="90" fill="#fff" opacity=".55"/><path d="M0 560 220 300l170 170 190-260 260 330 150-140 210 220v340H0z" fill="${far}"/><path d="M0 700 260 470l200 160 240-190 280 230 220-120v410H0z" fill="${near}"/><path d="M0 800q600-80 1200 0v160H0z" fill="${ground}"/><path d="M560 960 610 800h-20l-90 160z" fill="#3f3f46"/></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** Every size points at the same scalable drawing, keeping the page small. */
const size = (palette: Palette, width: number, height: number) => ({
  url: landscape(palette),
  width,
  height,
  mimeType: 'image/svg+xml',
})

/** A media doc shaped like Payload's, with every spec size. */
export function sampleImage(id: number, name: keyof typeof PALETTES, alt: string): Media {
  const palette = PALETTES[name]
  return {
    id,
    alt,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    filename: `${name}.svg`,
    ...size(palette, 1200, 960),
    sizes: {
      lazy: size(palette, 25, 20),
      small: size(palette, 450, 360),
      middle: size(palette, 817, 654),
      large: size(palette, 1200, 960),
    },
  }
}

export const sampleFile: Media = {
  id: 90,
  alt: 'Rental terms',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  url: `data:text/plain;base64,${Buffer.from('Vegur rental terms: a sample download.').toString('base64')}`,
  filename: 'vegur-rental-terms.txt',
  mimeType: 'text/plain',
  filesize: 184_320,
}
