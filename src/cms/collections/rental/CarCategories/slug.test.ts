import { describe, expect, it } from 'vitest'

import { categorySlug } from './slug'

describe('car category slug', () => {
  it('is made from the model when no slug is given', () => {
    expect(categorySlug({ model: 'Toyota Land Cruiser 250' })).toBe('toyota-land-cruiser-250')
    expect(categorySlug({ slug: '', model: 'Škoda Octavia Þór' })).toBe('skoda-octavia-thor')
    expect(categorySlug({ slug: null, model: 'VW ID.4' })).toBe('vw-id4')
  })

  it("keeps an editor's slug, tidied, even when the model changes", () => {
    expect(categorySlug({ slug: 'dacia-duster-4x4', model: 'Dacia Duster 4x4 (2025)' })).toBe('dacia-duster-4x4')
    expect(categorySlug({ slug: '  Land Rover  Discovery ', model: 'x' })).toBe('land-rover-discovery')
  })

  it('is left alone when neither slug nor model says anything', () => {
    expect(categorySlug({})).toBeUndefined()
    expect(categorySlug({ slug: '!!!', model: '' })).toBeUndefined()
  })
})
