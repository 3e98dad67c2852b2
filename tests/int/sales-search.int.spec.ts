import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as carCount } from '@/app/v1/car/count/route'
import { parseSaleSearch } from '@/domain/sales/search/parse'
import { countSaleCars } from '@/server/sales/search/count'
import { searchSaleCars } from '@/server/sales/search/search-cars'

import { bootPayload } from './payload'
import { seedSaleFixture } from './sales-search-fixture'

let payload: Payload
/** Car number (1-based, as in the fixture) by id. */
let numberOf: Map<number, number>

beforeAll(async () => {
  payload = await bootPayload()
  const ids = await seedSaleFixture(payload)
  numberOf = new Map(ids.map((id, at) => [id, at + 1]))
})

const searchOf = (text: string, segments: string[] = []) =>
  parseSaleSearch({ segments, query: [...new URLSearchParams(text).entries()] }).search

/** The fixture numbers of the cars a search finds, in its order. */
async function found(text: string, segments: string[] = []): Promise<number[]> {
  const result = await searchSaleCars({ payload, search: searchOf(text, segments), locale: 'en' })
  return result.cards.map((card) => numberOf.get(card.id) ?? 0)
}

const sorted = (numbers: number[]) => [...numbers].sort((a, b) => a - b)

describe('sales search filters (hand-counted fixture)', () => {
  it('shows published unsold cars only', async () => {
    expect(sorted(await found(''))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it.each([
    ['brands=kia', [5, 6, 7]],
    ['brands=kia&models=ev6', [7]],
    ['categories=SUV', [1, 2, 5, 7, 9]],
    ['features=towbar,camera', [1]],
    ['features=towbar', [1, 2, 4, 9]],
    ['driveTrains=4WD', [4, 9, 10]],
    ['fuels=Electric', [7, 8]],
    ['colors=black', [4, 6, 10]],
    ['transmissions=Manual', [6, 9, 10]],
    ['specificYears=2019,2023', [2, 4, 5, 6]],
    ['doors=3', [10]],
    ['passengers=7', [4]],
    ['tireSizes=225/60 R18', [1, 5]],
    ['additionalOptions=oneOwner', [1, 3]],
    ['multipleSearch=land cruiser', [4]],
    ['serialNumber=rav4000000001', [1]],
    ['years_from=2021&years_to=2022', [1, 3, 7, 8, 10]],
    ['mileages_to=50000', [3, 5, 10]],
    ['prices_from=3000000&prices_to=6000000', [2, 7, 8, 10]],
    ['engineCc_from=2000', [1, 4]],
    ['horsePower_from=300', [7, 8]],
    ['co2_to=50', [5, 7, 8]],
    ['loan=true', [1, 2]],
    ['onParking=true', [4]],
    ['deal=true', [2, 7]],
    ['inspected=true', [6]],
    ['dealerCar=true', [7]],
    ['withTax=true', [8]],
    ['warranty=true', [1, 5, 7]],
    ['registerTag=true', [9]],
    ['cheaperExchange=true', [5]],
    ['expensiveExchange=true', [8]],
  ])('%s', async (query, expected) => {
    expect(sorted(await found(query))).toEqual(expected)
  })

  it('gives the same cars for the path and the query forms; a model finds its longer names', async () => {
    const fromPath = await found('', ['toyota', 'rav4'])
    expect(sorted(fromPath)).toEqual([1, 2])
    expect(await found('brands=toyota&models=rav4')).toEqual(fromPath)
  })

  it('sorts by asking price, the sale amount counting', async () => {
    expect(await found('sort=price-asc')).toEqual([6, 9, 3, 2, 8, 10, 7, 1, 5, 4])
    expect(await found('sort=registration-desc&brands=toyota,suzuki')).toEqual([1, 10, 2, 4, 3])
  })

  it('counts each facet option with the other active filters applied', async () => {
    const result = await searchSaleCars({
      payload,
      search: searchOf('fuels=Electric,Hybrid&categories=SUV&warranty=true'),
      locale: 'en',
    })
    expect(sorted(result.cards.map((card) => numberOf.get(card.id) ?? 0))).toEqual([1, 7])
    expect(result.total).toBe(2)
    expect(Object.fromEntries(result.facets.fuels)).toEqual({ Hybrid: 1, PluginHybrid: 1, Electric: 1 })
    expect(Object.fromEntries(result.facets.categories)).toEqual({ SUV: 2 })
    expect(Object.fromEntries(result.facets.warranty)).toEqual({ true: 2 })
    expect(Object.fromEntries(result.facets.brands)).toEqual({ toyota: 1, kia: 1 })
    expect(Object.fromEntries(result.facets.loan)).toEqual({ true: 1 })
    expect(Object.fromEntries(result.facets.features)).toEqual({ towbar: 1, camera: 2, heatPump: 1 })
    expect(result.labels.brands.get('kia')).toBe('Kia')
  })

  it('counts brands and models of the whole lot without filters', async () => {
    const result = await searchSaleCars({ payload, search: searchOf(''), locale: 'en' })
    expect(Object.fromEntries(result.facets.brands)).toEqual({ toyota: 4, kia: 3, tesla: 1, dacia: 1, suzuki: 1 })
    expect(result.labels.models.get('rav4-hybrid-awd')).toEqual({ name: 'RAV4 Hybrid AWD', brand: 'toyota' })
  })

  it('offers to drop the filter that emptied the result', async () => {
    const result = await searchSaleCars({ payload, search: searchOf('brands=tesla&fuels=Diesel'), locale: 'en' })
    expect(result.total).toBe(0)
    expect(result.dropOffers.map((offer) => [offer.key, offer.total])).toEqual([
      ['brands', 3],
      ['fuels', 1],
    ])
  })

  it('pages 24 at a time', async () => {
    const result = await searchSaleCars({ payload, search: searchOf('page=2'), locale: 'en' })
    expect(result.cards).toEqual([])
    expect(result.pageCount).toBe(1)
  })

  it('takes the car off the search when it is sold, stamping when', async () => {
    const [car] = (await payload.find({ collection: 'vehicles-for-sale', where: { sku: { equals: 'T-10' } } })).docs
    if (!car) throw new Error('no car 10')
    const sold = await payload.update({ collection: 'vehicles-for-sale', id: car.id, data: { sold: true } })
    expect(sold.soldAt).toBeTruthy()
    expect(await countSaleCars(payload, searchOf(''))).toBe(9)
    await payload.update({ collection: 'vehicles-for-sale', id: car.id, data: { sold: false } })
    expect(await countSaleCars(payload, searchOf(''))).toBe(10)
  })
})

describe('GET /v1/car/count', () => {
  it('counts what the search would show', async () => {
    const response = await carCount(new Request('http://localhost/v1/car/count?brands=toyota&prices_to=5000000'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, data: { count: 2 } })
  })

  it('answers 400 naming a value it cannot read', async () => {
    const response = await carCount(new Request('http://localhost/v1/car/count?fuels=coal&prices_from=cheap'))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { fields: { path: string }[] } }
    expect(body.error.fields.map((field) => field.path)).toEqual(['fuels', 'prices_from'])
  })
})
