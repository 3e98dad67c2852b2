/** Body colours of the demo fleet, as they are named in the fleet data. */
export const CAR_COLOURS = {
  white: '#f3f4f6',
  black: '#1f2328',
  silver: '#b9c0c9',
  grey: '#6b7280',
  red: '#c62828',
  blue: '#1f5fae',
  green: '#2e7d4f',
  orange: '#e8731c',
  yellow: '#f2c230',
  brown: '#7a5230',
} as const

export type CarColourName = keyof typeof CAR_COLOURS
export type HexColour = `#${string}`

/** A named fleet colour or a `#rrggbb` hex colour. */
export type CarColour = CarColourName | HexColour

export const BRAND = { navy: '#0b2447', blue: '#1559c4', sky: '#1f6feb', ice: '#eef6ff' } as const

function isHexColour(value: string): value is HexColour {
  return /^#[0-9a-f]{6}$/i.test(value)
}

export function isCarColourName(value: string): value is CarColourName {
  return Object.hasOwn(CAR_COLOURS, value)
}

export function resolveColour(colour: CarColour): HexColour {
  if (isCarColourName(colour)) return CAR_COLOURS[colour]
  if (isHexColour(colour)) return colour.toLowerCase() as HexColour
  throw new Error(`Unknown car colour: ${colour}`)
}

/** Mixes a hex colour towards black (negative amount) or white (positive amount), amount in -1..1. */
export function shade(hex: HexColour, amount: number): HexColour {
  const target = amount < 0 ? 0 : 255
  const weight = Math.min(Math.abs(amount), 1)
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * weight))
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}
