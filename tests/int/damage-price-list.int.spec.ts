import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { readDamagePrices } from '@/server/bookings/money/return-terms'
import { damagePriceListPath, loadDamagePriceList } from '@/server/rental/damage-price-list'
import { cacheTagsOf, CACHE_TAG } from '@/domain/content/cache-tags'
import type { Page } from '@/payload-types'

import { bootPayload } from './payload'

/**
 * Issue 32, one fact, one source: the damage price list block shows the `damage-prices` items the
 * check-in charges by, in the page's language and the language's currency, and follows an edit.
 */

let payload: Payload
let dentId: number
const PAGE: Page['layout'] = [{ blockType: 'damagePriceList', title: 'Damage price list' }]

beforeAll(async () => {
  payload = await bootPayload()
  const dent = await payload.create({
    collection: 'damage-prices',
    locale: 'en',
    data: { name: 'Dent, one panel', description: 'Up to a hand’s width.', price: 45_000, sortOrder: 2 },
  })
  dentId = dent.id
  await payload.update({
    collection: 'damage-prices',
    id: dentId,
    locale: 'is',
    data: { name: 'Dæld, einn hluti', description: 'Allt að lófabreidd.' },
  })
  await payload.create({
    collection: 'damage-prices',
    locale: 'en',
    data: { name: 'Scratch, one panel', price: 18_000, sortOrder: 1 },
  })
})

describe('the damage price list block', () => {
  it('is loaded only for a page that has the block', async () => {
    expect(await loadDamagePriceList({ payload, blocks: [], locale: 'en' })).toBeUndefined()
  })

  it('shows the prices check-in charges, in the page language and currency, in the list order', async () => {
    const charged = await readDamagePrices(payload)
    const en = await loadDamagePriceList({ payload, blocks: PAGE, locale: 'en' })
    expect(en?.map((row) => [row.name, row.charged.amount])).toEqual(charged.map((item) => [item.name, item.price]))
    expect(en?.map((row) => row.name)).toEqual(['Scratch, one panel', 'Dent, one panel'])
    expect(en?.[1]).toMatchObject({ description: 'Up to a hand’s width.', charged: { currency: 'ISK' } })
    expect(en?.[1]?.shown.currency).toBe('EUR')
    const is = await loadDamagePriceList({ payload, blocks: PAGE, locale: 'is' })
    expect(is?.[1]).toMatchObject({
      name: 'Dæld, einn hluti',
      description: 'Allt að lófabreidd.',
      shown: { amount: 4_500_000, currency: 'ISK' },
    })
    // An item with no translation falls back to English.
    const de = await loadDamagePriceList({ payload, blocks: PAGE, locale: 'de' })
    expect(de?.[0]?.name).toBe('Scratch, one panel')
  })

  it('follows an edit of the list, and the edit expires the cached pages that show it', async () => {
    await payload.update({ collection: 'damage-prices', id: dentId, data: { price: 52_000 } })
    const is = await loadDamagePriceList({ payload, blocks: PAGE, locale: 'is' })
    expect(is?.find((row) => row.id === dentId)?.shown).toEqual({ amount: 5_200_000, currency: 'ISK' })
    expect((await readDamagePrices(payload)).find((item) => item.id === dentId)?.price).toBe(5_200_000)
    // Content pages carry the fleet tag (content-route.tsx), which a damage price change expires.
    expect(cacheTagsOf('damage-prices')).toContain(CACHE_TAG.fleet)
  })

  it("names the published page that shows the list, for the renter's claim to link to", async () => {
    expect(await damagePriceListPath(payload)).toBeUndefined()
    await payload.create({
      collection: 'pages',
      data: { title: 'Draft terms', path: '/draft-terms', _status: 'draft', layout: PAGE },
    })
    expect(await damagePriceListPath(payload)).toBeUndefined()
    await payload.create({
      collection: 'pages',
      data: { title: 'Terms', path: '/terms', _status: 'published', layout: PAGE },
    })
    expect(await damagePriceListPath(payload)).toBe('/terms')
  })
})
