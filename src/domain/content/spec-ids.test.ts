import { describe, expect, it } from 'vitest'

import {
  collectionOfId,
  currencyEntities,
  SPEC_COLLECTION_IDS,
  SPEC_DEFAULT_OFFICE,
  SPEC_PRICE_LIST_ID,
} from './spec-ids'
import { pageOf, positiveIntParam, sectionColumns } from './section-page'

describe('the spec ids (SPEC §9)', () => {
  it('names each collection id the spec gives and no other', () => {
    expect(collectionOfId(269)).toBe('banners')
    expect(collectionOfId(271)).toBe('upgradeFilter')
    expect(collectionOfId(272)).toBe('popularCars')
    expect(collectionOfId(190)).toBe('carDetails')
    expect(collectionOfId(270)).toBeUndefined()
    expect(Object.values(SPEC_COLLECTION_IDS)).toEqual([269, 271, 272, 190])
  })
  it('keeps the default office, price list and payment currency ids', () => {
    expect(SPEC_DEFAULT_OFFICE).toEqual({ id: 35, code: 'brimb1' })
    expect(SPEC_PRICE_LIST_ID).toBe(148)
    expect(currencyEntities().find((currency) => currency.code === 'ISK')).toEqual({
      id: 69,
      name: 'Icelandic króna',
      symbol: 'kr.',
      code: 'ISK',
    })
    expect(new Set(currencyEntities().map((currency) => currency.id)).size).toBe(4)
  })
})

describe('section paging', () => {
  it('keeps columns 1-4 and makes anything else 4', () => {
    expect([1, 2, 3, 4].map(sectionColumns)).toEqual([1, 2, 3, 4])
    expect([0, 5, 2.5, null, undefined].map(sectionColumns)).toEqual([4, 4, 4, 4, 4])
  })
  it('reads positive whole numbers only', () => {
    expect(positiveIntParam('269')).toBe(269)
    expect(positiveIntParam(' 2 ')).toBe(2)
    for (const bad of ['0', '-1', '1.5', 'abc', '', null, undefined, '1e3', '9999999999']) {
      expect(positiveIntParam(bad)).toBeUndefined()
    }
  })
  it('slices a page and counts the rest', () => {
    const items = Array.from({ length: 50 }, (_, index) => index)
    expect(pageOf(items, 1, 24)).toMatchObject({ items: items.slice(0, 24), pageCount: 3, totalCount: 50 })
    expect(pageOf(items, 3, 24).items).toEqual([48, 49])
    expect(pageOf(items, 4, 24)).toMatchObject({ items: [], page: 4, pageCount: 3 })
  })
})
