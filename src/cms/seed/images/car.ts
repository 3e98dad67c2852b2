import { resolveColour, shade, type CarColour } from './colour'

export const CAR_BODY_TYPES = ['hatchback', 'sedan', 'suv', 'large4x4', 'minivan', 'electric'] as const
export type CarBodyType = (typeof CAR_BODY_TYPES)[number]

/** Side views face right; x runs from the rear (0) to the front (1) of the car, y is in canvas pixels. */
type Point = readonly [x: number, y: number]
type Shape = {
  length: number
  wheelRadius: number
  wheels: readonly [rear: number, front: number]
  body: readonly Point[]
  window: readonly Point[]
  pillar: number
}

// prettier-ignore
const SHAPES: Record<CarBodyType, Shape> = {
  hatchback: {
    length: 760,
    wheelRadius: 68,
    wheels: [0.17, 0.82],
    body: [[0, 650], [0, 520], [0.05, 420], [0.14, 392], [0.56, 392], [0.74, 505], [0.96, 530], [1, 560], [1, 650]],
    window: [[0.06, 505], [0.09, 430], [0.16, 410], [0.54, 410], [0.69, 505]],
    pillar: 0.36,
  },
  sedan: {
    length: 860,
    wheelRadius: 66,
    wheels: [0.17, 0.8],
    body: [[0, 645], [0, 530], [0.12, 505], [0.24, 500], [0.33, 410], [0.62, 405], [0.76, 500], [0.97, 520], [1, 555], [1, 645]],
    window: [[0.27, 500], [0.35, 425], [0.61, 422], [0.72, 500]],
    pillar: 0.47,
  },
  suv: {
    length: 840,
    wheelRadius: 78,
    wheels: [0.17, 0.82],
    body: [[0, 650], [0, 470], [0.04, 370], [0.12, 355], [0.62, 355], [0.77, 470], [0.97, 490], [1, 520], [1, 650]],
    window: [[0.05, 470], [0.07, 385], [0.14, 372], [0.6, 372], [0.73, 470]],
    pillar: 0.4,
  },
  large4x4: {
    length: 900,
    wheelRadius: 92,
    wheels: [0.16, 0.83],
    body: [[0, 630], [0, 440], [0.02, 330], [0.08, 320], [0.66, 320], [0.78, 440], [0.98, 455], [1, 480], [1, 630]],
    window: [[0.04, 440], [0.05, 340], [0.65, 340], [0.75, 440]],
    pillar: 0.42,
  },
  minivan: {
    length: 900,
    wheelRadius: 70,
    wheels: [0.15, 0.83],
    body: [[0, 650], [0, 420], [0.03, 345], [0.1, 335], [0.7, 335], [0.86, 470], [0.98, 495], [1, 525], [1, 650]],
    window: [[0.04, 460], [0.05, 355], [0.69, 352], [0.82, 470]],
    pillar: 0.5,
  },
  electric: {
    length: 820,
    wheelRadius: 68,
    wheels: [0.17, 0.82],
    body: [[0, 635], [0, 520], [0.08, 470], [0.28, 400], [0.58, 395], [0.76, 490], [0.97, 520], [1, 550], [1, 635]],
    window: [[0.12, 475], [0.3, 415], [0.57, 412], [0.72, 495]],
    pillar: 0.44,
  },
}

export const CAR_CANVAS = { width: 1200, height: 960 } as const
const GROUND = 720

export type CarSvgOptions = { bodyType: CarBodyType; colour: CarColour; hasBackground?: boolean }

/** A side-view illustration of a car, 1200x960 (the spec's image ratio), as an SVG document. */
export function carSvg({ bodyType, colour, hasBackground = true }: CarSvgOptions): string {
  const { width, height } = CAR_CANVAS
  const background = hasBackground
    ? `<defs><linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f9fc"/><stop offset="1" stop-color="#dfe5ec"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#studio)"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background}${carGroup({ bodyType, colour })}</svg>`
}

/** The car drawing as an SVG group in the 1200x960 canvas, for embedding in other illustrations. */
export function carGroup({ bodyType, colour }: Omit<CarSvgOptions, 'hasBackground'>): string {
  const shape = SHAPES[bodyType]
  const paint = resolveColour(colour)
  const left = (CAR_CANVAS.width - shape.length) / 2
  const x = (fraction: number): number => Math.round(left + fraction * shape.length)
  const points = (list: readonly Point[]): string => list.map(([px, py]) => `${x(px)},${py}`).join(' ')
  const front = shape.body.at(-2) ?? [1, 560]
  const rear = shape.body[1] ?? [0, 520]
  const wheels = shape.wheels.map((at) => wheelSvg(x(at), GROUND - shape.wheelRadius, shape.wheelRadius)).join('')
  const arches = shape.wheels
    .map(
      (at) => `<circle cx="${x(at)}" cy="${GROUND - shape.wheelRadius}" r="${shape.wheelRadius + 12}" fill="#2a2d33"/>`,
    )
    .join('')
  return [
    `<g class="car car-${bodyType}">`,
    `<ellipse cx="${CAR_CANVAS.width / 2}" cy="${GROUND + 6}" rx="${shape.length / 2 + 30}" ry="22" fill="#000" fill-opacity="0.16"/>`,
    `<polygon points="${points(shape.body)}" fill="${paint}" stroke="${shade(paint, -0.28)}" stroke-width="14" stroke-linejoin="round"/>`,
    `<polygon points="${points(shape.window)}" fill="#a9c7dd" stroke="${shade(paint, -0.35)}" stroke-width="6" stroke-linejoin="round"/>`,
    `<rect x="${x(shape.pillar) - 9}" y="${Math.min(...shape.window.map(([, py]) => py))}" width="18" height="${GROUND - 160 - Math.min(...shape.window.map(([, py]) => py))}" fill="${paint}"/>`,
    `<rect x="${x(0) - 4}" y="${GROUND - 140}" width="${shape.length + 8}" height="22" rx="8" fill="${shade(paint, -0.2)}"/>`,
    `<rect x="${x(front[0]) - 34}" y="${front[1] + 8}" width="30" height="16" rx="6" fill="#fff4c2"/>`,
    `<rect x="${x(rear[0]) + 2}" y="${rear[1] + 12}" width="22" height="22" rx="5" fill="#d32f2f"/>`,
    extrasSvg(bodyType, x, paint),
    arches,
    wheels,
    '</g>',
  ].join('')
}

function wheelSvg(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1d21"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.58)}" fill="#c9ced6"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.18)}" fill="#6b7280"/>`
}

function extrasSvg(bodyType: CarBodyType, x: (fraction: number) => number, paint: string): string {
  if (bodyType === 'large4x4') {
    return `<rect x="${x(0.1)}" y="300" width="${x(0.62) - x(0.1)}" height="12" rx="4" fill="#3b3f46"/><circle cx="${x(0) - 18}" cy="520" r="58" fill="#1b1d21"/><circle cx="${x(0) - 18}" cy="520" r="30" fill="${paint}"/>`
  }
  if (bodyType === 'electric') {
    return `<polygon points="${x(0.5)},520 ${x(0.47)},560 ${x(0.5)},560 ${x(0.48)},600 ${x(0.54)},548 ${x(0.51)},548 ${x(0.53)},520" fill="#7fe3a1"/>`
  }
  return ''
}
