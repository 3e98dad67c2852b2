import { describe, expect, it } from 'vitest'

import { DAMAGE_ZONE_LABELS, DAMAGE_ZONE_SHAPES, DAMAGE_ZONES, isDamageZone } from './damage-zones'

describe('damage zones', () => {
  it('knows its zones and nothing else', () => {
    expect(isDamageZone('bonnet')).toBe(true)
    expect(isDamageZone('left-rear')).toBe(true)
    expect(isDamageZone('Bonnet')).toBe(false)
    expect(isDamageZone('')).toBe(false)
    expect(isDamageZone(undefined)).toBe(false)
  })

  it('labels every zone', () => {
    for (const zone of DAMAGE_ZONES) expect(DAMAGE_ZONE_LABELS[zone].length).toBeGreaterThan(0)
  })

  it('draws the drawn zones inside the diagram without overlapping', () => {
    const shapes = DAMAGE_ZONES.flatMap((zone) => {
      const shape = DAMAGE_ZONE_SHAPES[zone]
      return shape ? [{ zone, ...shape }] : []
    })
    expect(shapes.length).toBe(11)
    for (const shape of shapes) {
      expect(shape.x).toBeGreaterThanOrEqual(0)
      expect(shape.y).toBeGreaterThanOrEqual(0)
      expect(shape.x + shape.width).toBeLessThanOrEqual(200)
      expect(shape.y + shape.height).toBeLessThanOrEqual(390)
    }
    for (const [index, a] of shapes.entries()) {
      for (const b of shapes.slice(index + 1)) {
        const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        expect(overlaps, `${a.zone} overlaps ${b.zone}`).toBe(false)
      }
    }
  })
})
