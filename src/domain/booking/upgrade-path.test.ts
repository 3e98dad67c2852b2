import { describe, it, expect } from 'vitest'
import {
  MAX_UPGRADE_SUGGESTIONS,
  nextWebCategory,
  recommendUpgrade,
  UPGRADE_PATH,
  type UpgradeCandidate,
} from './upgrade-path'

const cars: UpgradeCandidate[] = [
  { id: 'yaris', webCategory: 'Economy', totalAmount: 30000 },
  { id: 'golf', webCategory: 'Compact', totalAmount: 42000 },
  { id: 'octavia', webCategory: 'Compact', totalAmount: 40000 },
  { id: 'duster', webCategory: 'MidSizeSUVs', totalAmount: 52000 },
  { id: 'landcruiser', webCategory: 'LargeSUVs', totalAmount: 90000 },
  { id: 'caddy', webCategory: 'Minivans', totalAmount: 70000 },
  { id: 'id4', webCategory: 'ElectricCars', totalAmount: 60000 },
  { id: 'model-y', webCategory: 'ElectricCars', totalAmount: 75000 },
  { id: 'ioniq', webCategory: 'ElectricCars', totalAmount: 65000 },
]
const byId = (id: string) => cars.find((car) => car.id === id) ?? cars[0]!
const recommend = (id: string, stepIndex = 1) =>
  recommendUpgrade({ current: byId(id), candidates: cars, stepIndex })?.id

describe('upgrade path', () => {
  it('runs economy to electric cars', () => {
    expect(UPGRADE_PATH).toEqual(['Economy', 'Compact', 'MidSizeSUVs', 'LargeSUVs', 'Minivans', 'ElectricCars'])
    expect(nextWebCategory('Minivans')).toBe('ElectricCars')
    expect(nextWebCategory('ElectricCars')).toBeUndefined()
    expect(MAX_UPGRADE_SUGGESTIONS).toBe(4)
  })
})

describe('recommendUpgrade', () => {
  it('recommends the cheapest car of the next category', () => {
    expect(recommend('yaris')).toBe('octavia')
    expect(recommend('golf')).toBe('duster')
    expect(recommend('duster')).toBe('landcruiser')
    expect(recommend('landcruiser')).toBe('caddy')
    expect(recommend('caddy')).toBe('id4')
  })
  it('falls back from electric to the next dearer electric car', () => {
    expect(recommend('id4')).toBe('ioniq')
    expect(recommend('ioniq')).toBe('model-y')
    expect(recommend('model-y')).toBeUndefined()
  })
  it('recommends nothing from the fifth booking step (index 4) on', () => {
    expect(recommend('yaris', 3)).toBe('octavia')
    expect(recommend('yaris', 4)).toBeUndefined()
    expect(recommend('id4', 5)).toBeUndefined()
  })
  it('recommends nothing when the next category has no car', () => {
    const candidates = cars.filter((car) => car.webCategory !== 'Compact')
    expect(recommendUpgrade({ current: byId('yaris'), candidates, stepIndex: 0 })).toBeUndefined()
  })
  it('breaks price ties by id', () => {
    const twins: UpgradeCandidate[] = [
      { id: 'b', webCategory: 'Compact', totalAmount: 100 },
      { id: 'a', webCategory: 'Compact', totalAmount: 100 },
    ]
    expect(recommendUpgrade({ current: byId('yaris'), candidates: twins, stepIndex: 0 })?.id).toBe('a')
  })
})
