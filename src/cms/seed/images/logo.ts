import { BRAND } from './colour'

/** The Vegur logo mark: a glacier peak over a road, on a rounded navy square. */
export function logoSvg({ size = 512 }: { size?: number } = {}): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">`,
    `<rect width="512" height="512" rx="112" fill="${BRAND.navy}"/>`,
    '<polygon points="64,356 196,168 262,258 318,196 448,356" fill="#ffffff"/>',
    `<polygon points="166,210 196,168 228,214 208,204 188,222" fill="${BRAND.ice}"/>`,
    `<path d="M140 448 C 200 380 300 380 372 356" fill="none" stroke="${BRAND.sky}" stroke-width="40" stroke-linecap="round"/>`,
    '<path d="M172 432 C 220 392 290 388 350 370" fill="none" stroke="#f2c230" stroke-width="8" stroke-dasharray="22 18" stroke-linecap="round"/>',
    '</svg>',
  ].join('')
}
