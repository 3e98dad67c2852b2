import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseSaleSearch } from '@/domain/sales/search/parse'
import { findSaleCar } from '@/server/sales/car/sale-car'
import { countSaleCars } from '@/server/sales/search/count'
import { searchSaleCars } from '@/server/sales/search/search-cars'

import { bootPayload } from './payload'
import { seedSaleFixture } from './sales-search-fixture'

let payload: Payload
let ids: number[]

beforeAll(async () => {
  payload = await bootPayload()
  ids = await seedSaleFixture(payload)
})

const everything = parseSaleSearch({ segments: [], query: [] }).search
const DAY_MS = 86_400_000

describe('a sold car (issue 10)', () => {
  it('leaves the search at once but keeps its page, marked sold, for 30 days', async () => {
    const id = ids[2] ?? 0
    const before = await searchSaleCars({ payload, search: everything, locale: 'en' })
    expect(before.cards.map((card) => card.id)).toContain(id)
    // The Yaris is recommended beside the Dacia (a close price) while on sale...
    const beside = async () =>
      (await findSaleCar({ payload, id: ids[8] ?? 0, locale: 'en', now: new Date() }))?.recommended.map((car) => car.id)
    expect(await beside()).toContain(id)

    const sold = await payload.update({ collection: 'vehicles-for-sale', id, data: { sold: true } })
    const soldAt = new Date(sold.soldAt ?? '')
    expect(Number.isNaN(soldAt.getTime())).toBe(false)

    const after = await searchSaleCars({ payload, search: everything, locale: 'en' })
    expect(after.total).toBe(before.total - 1)
    expect(after.cards.map((card) => card.id)).not.toContain(id)
    expect(await countSaleCars(payload, everything)).toBe(before.total - 1)

    const day29 = await findSaleCar({ payload, id, locale: 'de', now: new Date(soldAt.getTime() + 29 * DAY_MS) })
    expect(day29?.car).toMatchObject({ id, isSold: true })
    const day31 = await findSaleCar({ payload, id, locale: 'de', now: new Date(soldAt.getTime() + 31 * DAY_MS) })
    expect(day31).toBeNull()

    // ...and not once sold.
    expect(await beside()).not.toContain(id)
  })

  it('keeps the first time it was sold, and comes back to the search when put on sale again', async () => {
    const id = ids[3] ?? 0
    const first = await payload.update({ collection: 'vehicles-for-sale', id, data: { sold: true } })
    const again = await payload.update({ collection: 'vehicles-for-sale', id, data: { price: 4_444_000 } })
    expect(again.soldAt).toBe(first.soldAt)
    const back = await payload.update({ collection: 'vehicles-for-sale', id, data: { sold: false } })
    expect(back.soldAt).toBeNull()
    const page = await findSaleCar({ payload, id, locale: 'en', now: new Date(Date.now() + 90 * DAY_MS) })
    expect(page?.car.isSold).toBe(false)
    const result = await searchSaleCars({ payload, search: everything, locale: 'en' })
    expect(result.cards.map((card) => card.id)).toContain(id)
  })

  it('is a 404 like any unknown car once unpublished', async () => {
    const id = ids[4] ?? 0
    await payload.update({ collection: 'vehicles-for-sale', id, data: { isPublished: false } })
    expect(await findSaleCar({ payload, id, locale: 'en', now: new Date() })).toBeNull()
  })
})
