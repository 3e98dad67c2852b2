import { describe, expect, it } from 'vitest'

import { carDisplayName } from './car-display-name'

const orSimilar = (name: string) => `${name} or similar`

describe('carDisplayName', () => {
  it("adds ' or similar' to the bare model unless it is guaranteed", () => {
    expect(carDisplayName({ model: 'Kia Picanto', displayName: '', isGuaranteedModel: false, orSimilar })).toBe(
      'Kia Picanto or similar',
    )
    expect(
      carDisplayName({ model: 'Kia Picanto', displayName: 'Kia Picanto', isGuaranteedModel: false, orSimilar }),
    ).toBe('Kia Picanto or similar')
    expect(carDisplayName({ model: 'Tesla Model Y', displayName: '', isGuaranteedModel: true, orSimilar })).toBe(
      'Tesla Model Y',
    )
  })

  it("keeps an editor's display name that already says it", () => {
    const displayName = 'Kia Picanto oder ähnlich'
    expect(carDisplayName({ model: 'Kia Picanto', displayName, isGuaranteedModel: false, orSimilar })).toBe(displayName)
  })
})
