import { describe, expect, it } from 'vitest'

import { itemListJsonLd } from './item-list'

describe('itemListJsonLd', () => {
  it('numbers the cars from the first position of the page', () => {
    const list = itemListJsonLd({
      name: 'Cars for sale',
      total: 30,
      firstPosition: 25,
      items: [
        { url: 'https://x/car/1', name: 'Kia Ceed' },
        { url: 'https://x/car/2', name: 'Kia EV6' },
      ],
    })
    expect(list['@type']).toBe('ItemList')
    expect(list.numberOfItems).toBe(30)
    expect(list.itemListElement.map((item) => item.position)).toEqual([25, 26])
  })
})
