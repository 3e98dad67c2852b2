import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { CAR_BODY_TYPES, CAR_CANVAS, carSvg } from './car'
import { carAlt } from './carAlt'
import { CAR_COLOURS, resolveColour, shade } from './colour'
import { LANDSCAPE_CANVAS, landscapeSvg, SEASONS } from './landscape'
import { logoSvg } from './logo'

async function rendered(svg: string) {
  return sharp(Buffer.from(svg)).metadata()
}

describe('car illustrations', () => {
  it.each(CAR_BODY_TYPES)(
    'renders a valid %s SVG at the spec image ratio in the requested colour',
    async (bodyType) => {
      const svg = carSvg({ bodyType, colour: 'red' })
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      expect(svg.endsWith('</svg>')).toBe(true)
      expect(svg).toContain(`fill="${CAR_COLOURS.red}"`)
      expect(svg).toContain(`car-${bodyType}`)
      const meta = await rendered(svg)
      expect(meta).toMatchObject({ format: 'svg', width: CAR_CANVAS.width, height: CAR_CANVAS.height })
    },
  )

  it('takes hex colours and can leave out the background', () => {
    const svg = carSvg({ bodyType: 'suv', colour: '#12AB34', hasBackground: false })
    expect(svg).toContain('fill="#12ab34"')
    expect(svg).not.toContain('url(#studio)')
  })

  it('rejects an unknown colour', () => {
    expect(() => resolveColour('#nothex')).toThrow(/Unknown car colour/)
  })

  it('shades colours towards black and white', () => {
    expect(shade('#808080', -1)).toBe('#000000')
    expect(shade('#808080', 1)).toBe('#ffffff')
    expect(shade('#204060', 0)).toBe('#204060')
  })

  it('names the body type and colour in every language', () => {
    const alt = carAlt({ bodyType: 'large4x4', colour: 'white' })
    expect(alt).toEqual({
      en: 'Illustration: large 4x4, white',
      de: 'Illustration: großer Geländewagen (4x4) in Weiß',
      es: 'Ilustración: todoterreno grande 4x4 de color blanco',
      fr: 'Illustration : grand 4x4, coloris blanc',
      is: 'Teikning: stór jeppi (4x4), litur: hvítur',
      it: 'Illustrazione: grande fuoristrada 4x4, colore bianco',
    })
    expect(carAlt({ bodyType: 'sedan', colour: '#123456' }).en).toBe('Illustration: sedan')
  })
})

describe('landscape and logo', () => {
  it.each(SEASONS)('renders a valid %s landscape with the car colour', async (season) => {
    const svg = landscapeSvg({ season, car: { bodyType: 'suv', colour: 'orange' } })
    expect(svg).toContain(`fill="${CAR_COLOURS.orange}"`)
    expect(await rendered(svg)).toMatchObject({ width: LANDSCAPE_CANVAS.width, height: LANDSCAPE_CANVAS.height })
  })

  it('renders a square logo', async () => {
    expect(await rendered(logoSvg({ size: 128 }))).toMatchObject({ width: 128, height: 128 })
  })
})
