import { describe, expect, it } from 'vitest'

import { visibleFinancingItems } from './financing'

describe('visibleFinancingItems', () => {
  it('keeps items with a name or a populated image, drops the rest', () => {
    const items = [
      { name: 'Lykill', image: null },
      { name: '  ', image: { url: '/media/logo.webp' } },
      { name: '', image: null },
      { name: null, image: 12 },
    ]
    expect(visibleFinancingItems(items)).toEqual([items[0], items[1]])
    expect(visibleFinancingItems(null)).toEqual([])
  })
})
