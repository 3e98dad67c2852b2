import { describe, expect, it } from 'vitest'

import { modelRedirectRules, previousSlugsAfter, type ModelAddresses } from './model-redirects'

const model = (data: Partial<ModelAddresses> & { id: number }): ModelAddresses => ({
  slug: null,
  isActive: true,
  previousSlugs: [],
  successorId: null,
  ...data,
})

describe('model page redirects', () => {
  it('sends a retired model to its successor, else to /our-cars', () => {
    const rules = modelRedirectRules([
      model({ id: 1, slug: 'kia-picanto', isActive: false, successorId: 2 }),
      model({ id: 2, slug: 'kia-picanto-2026' }),
      model({ id: 3, slug: 'fiat-panda', isActive: false }),
    ])
    expect(rules).toEqual([
      { oldPath: '/cars/kia-picanto', newPath: '/cars/kia-picanto-2026', isPermanent: true },
      { oldPath: '/cars/fiat-panda', newPath: '/our-cars', isPermanent: true },
    ])
  })

  it('sends the earlier addresses of a renamed model to its page', () => {
    const rules = modelRedirectRules([model({ id: 1, slug: 'toyota-yaris-hybrid', previousSlugs: ['toyota-yaris'] })])
    expect(rules).toEqual([{ oldPath: '/cars/toyota-yaris', newPath: '/cars/toyota-yaris-hybrid', isPermanent: true }])
  })

  it('follows retired successors to the first active one, and gives up on a loop', () => {
    const chain = modelRedirectRules([
      model({ id: 1, slug: 'a', isActive: false, successorId: 2 }),
      model({ id: 2, slug: 'b', isActive: false, successorId: 3 }),
      model({ id: 3, slug: 'c' }),
    ])
    expect(chain.map((rule) => rule.newPath)).toEqual(['/cars/c', '/cars/c'])
    const loop = modelRedirectRules([
      model({ id: 1, slug: 'a', isActive: false, successorId: 2 }),
      model({ id: 2, slug: 'b', isActive: false, successorId: 1 }),
    ])
    expect(loop.map((rule) => rule.newPath)).toEqual(['/our-cars', '/our-cars'])
  })

  it('never redirects an active model’s own page, nor a slug no model had', () => {
    const rules = modelRedirectRules([
      model({ id: 1, slug: 'dacia-duster', previousSlugs: ['duster'] }),
      model({ id: 2, slug: 'duster' }),
    ])
    expect(rules).toEqual([])
    expect(modelRedirectRules([model({ id: 1, slug: 'a' })])).toEqual([])
  })

  it('keeps the old slug when a model is renamed, and drops one that is used again', () => {
    expect(previousSlugsAfter({ before: 'a', after: 'b', previous: [] })).toEqual(['a'])
    expect(previousSlugsAfter({ before: 'b', after: 'a', previous: ['a'] })).toEqual(['b'])
    expect(previousSlugsAfter({ before: 'a', after: 'a', previous: ['x'] })).toEqual(['x'])
    expect(previousSlugsAfter({ before: undefined, after: 'a', previous: [] })).toEqual([])
  })
})
