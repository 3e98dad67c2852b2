import { carGroup, type CarBodyType } from './car'
import type { CarColour } from './colour'

export const SEASONS = ['summer', 'winter'] as const
export type Season = (typeof SEASONS)[number]

export const LANDSCAPE_CANVAS = { width: 1920, height: 1080 } as const

type Palette = { sky: [string, string]; far: string; mid: string; ground: string; snow: string }

const PALETTES: Record<Season, Palette> = {
  summer: { sky: ['#8fc3e6', '#e8f3f9'], far: '#7d8fa3', mid: '#5f7a4f', ground: '#3d4a3a', snow: '#ffffff' },
  winter: { sky: ['#0b1d33', '#2b4f77'], far: '#3e5670', mid: '#c9d6e3', ground: '#e8eef5', snow: '#f4f8fc' },
}

export type LandscapeSvgOptions = { season: Season; car?: { bodyType: CarBodyType; colour: CarColour } }

/** An Icelandic landscape (glacier mountains, lava field, a road) with an optional car on the road. */
export function landscapeSvg({ season, car }: LandscapeSvgOptions): string {
  const { width, height } = LANDSCAPE_CANVAS
  const palette = PALETTES[season]
  const carLayer = car ? `<g transform="translate(900 670) scale(0.42)">${carGroup(car)}</g>` : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    season === 'winter' ? auroraSvg() : '<circle cx="1540" cy="190" r="80" fill="#fff6d5" fill-opacity="0.9"/>',
    `<polygon points="0,640 180,470 330,540 520,330 700,520 860,420 1040,560 1250,300 1450,500 1620,410 1920,560 1920,760 0,760" fill="${palette.far}"/>`,
    `<polygon points="450,402 520,330 590,400 560,390 530,410 500,392" fill="${palette.snow}"/>`,
    `<polygon points="1160,385 1250,300 1340,380 1300,372 1270,392 1220,376" fill="${palette.snow}"/>`,
    `<polygon points="1555,452 1620,410 1700,460 1660,455 1625,470" fill="${palette.snow}"/>`,
    `<path d="M0 720 C 300 620 520 700 820 650 C 1100 600 1400 690 1920 630 L1920 1080 L0 1080 Z" fill="${palette.mid}"/>`,
    `<path d="M0 860 C 400 780 900 880 1920 800 L1920 1080 L0 1080 Z" fill="${palette.ground}"/>`,
    '<path d="M0 930 C 500 890 1300 960 1920 900 L1920 990 C 1300 1050 500 980 0 1020 Z" fill="#3a3d42"/>',
    '<path d="M0 975 C 500 935 1300 1005 1920 945" fill="none" stroke="#f2c230" stroke-width="7" stroke-dasharray="44 30"/>',
    carLayer,
    '</svg>',
  ].join('')
}

function auroraSvg(): string {
  const stars = Array.from({ length: 60 }, (_, index) => {
    const cx = (index * 397) % 1920
    const cy = (index * 211) % 420
    return `<circle cx="${cx}" cy="${cy}" r="${1 + (index % 3)}" fill="#ffffff" fill-opacity="0.8"/>`
  }).join('')
  return `${stars}<path d="M-50 300 C 300 120 620 330 980 180 C 1300 50 1600 240 1980 110" fill="none" stroke="#5cf2a8" stroke-width="70" stroke-opacity="0.35" stroke-linecap="round"/><path d="M-50 360 C 360 200 700 380 1040 250 C 1380 130 1640 300 1980 190" fill="none" stroke="#8cffc9" stroke-width="26" stroke-opacity="0.45" stroke-linecap="round"/>`
}
