import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { fromPriceProbes } from '@/domain/fleet/from-price'
import { officeInstant } from '@/domain/time/office-instant'
import { DAY_MS } from '@/domain/time/office-time'
import { loadBlockCars } from '@/server/fleet/block-cars'
import { findFleetModel } from '@/server/fleet/fleet-model'
import { fleetModels } from '@/server/fleet/fleet-models'
import { searchAvailability } from '@/server/rental/availability'

import { bootPayload } from './payload'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture
const now = new Date('2027-01-10T09:00:00Z')
const WEEKS = 1

/** The catalogue cache checks its version at most once a second. */
const afterCacheCheck = () => new Promise((resolve) => setTimeout(resolve, 1_100))

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
  // A cheap low season inside the coming week, listed first so that it wins on its days.
  const [list] = (await payload.find({ collection: 'price-lists', where: { code: { equals: 148 } }, limit: 1 })).docs
  if (!list) throw new Error('no price list')
  await payload.update({
    collection: 'price-lists',
    id: list.id,
    data: {
      seasons: [{ name: 'low', from: '2027-01-13', to: '2027-01-14' }, ...(list.seasons ?? [])],
      rates: [
        { carCategory: fleet.categoryIds.economy, season: 'low', dailyAmounts: [3000, 2800, 2600, 2400] },
        { carCategory: fleet.categoryIds.suv, season: 'low', dailyAmounts: [9000, 8500, 8000, 7500] },
        { carCategory: fleet.categoryIds.van, season: 'low', dailyAmounts: [12000, 11000, 10000, 9000] },
        ...(list.rates ?? []).map((rate) => ({ ...rate, carCategory: relationId(rate.carCategory) })),
      ],
    },
  })
})

/** The lowest per-day rent the availability search (the engine) quotes for any of the probes, in cents. */
async function lowestSearchedPerDay(categoryId: number): Promise<number> {
  const [list] = (await payload.find({ collection: 'price-lists', limit: 1 })).docs
  const bands = (list?.durationBands ?? []).map((band) => ({ minDays: band.minDays, maxDays: band.maxDays ?? null }))
  let lowest = Number.POSITIVE_INFINITY
  for (const probe of fromPriceProbes({ now, bands, weeks: WEEKS })) {
    const pickupAt = officeInstant({ date: probe.pickupDate, time: '12:00' })
    if (!pickupAt.isOk) throw new Error('bad probe')
    const result = await searchAvailability({
      payload,
      query: {
        officeOut: 'brimb1',
        officeIn: 'brimb1',
        pickupAt: pickupAt.value,
        returnAt: new Date(pickupAt.value.getTime() + probe.days * DAY_MS),
        driverAge: 25,
        locale: 'en',
      },
      now,
    })
    if (!result.isOk) throw new Error(result.error.code)
    const car = result.value.find((candidate) => candidate.id === categoryId)
    if (car) lowest = Math.min(lowest, Math.round(car.perDayAmount * 100))
  }
  return lowest
}

describe('"from €X a day" on /our-cars and the model pages', () => {
  it('equals the lowest per-day price the availability search gives for the coming weeks', async () => {
    const models = await fleetModels({ payload, locale: 'en', now })
    const picanto = models.find((model) => model.id === fleet.categoryIds.economy)
    expect(picanto?.fromPerDay?.currency).toBe('EUR')
    // The fixture's own list: 14+ days at 35.00, less 10% paying now = 31.50; the low season is cheaper.
    expect(picanto?.fromPerDay?.amount).toBeLessThan(3150)
    expect(picanto?.fromPerDay?.amount).toBe(await lowestSearchedPerDay(fleet.categoryIds.economy))
    const duster = models.find((model) => model.id === fleet.categoryIds.suv)
    expect(duster?.fromPerDay?.amount).toBe(await lowestSearchedPerDay(fleet.categoryIds.suv))
  }, 60_000)

  it('follows a price change in the admin, on the catalogue and on the model page', async () => {
    const [list] = (await payload.find({ collection: 'price-lists', limit: 1 })).docs
    if (!list) throw new Error('no price list')
    const before = await findFleetModel({ payload, slug: 'dacia-duster', locale: 'en', now })
    expect(before.status).toBe('found')
    await payload.update({
      collection: 'price-lists',
      id: list.id,
      data: {
        rates: (list.rates ?? []).map((rate) => ({
          ...rate,
          carCategory: relationId(rate.carCategory),
          dailyAmounts:
            relationId(rate.carCategory) === fleet.categoryIds.suv ? [2000, 2000, 2000, 2000] : rate.dailyAmounts,
        })),
      },
    })
    await afterCacheCheck()
    const models = await fleetModels({ payload, locale: 'en', now })
    // 20.00 a day less 10% for paying now.
    expect(models.find((model) => model.id === fleet.categoryIds.suv)?.fromPerDay).toEqual({
      amount: 1800,
      currency: 'EUR',
    })
    const after = await findFleetModel({ payload, slug: 'dacia-duster', locale: 'en', now })
    expect(after.status === 'found' && after.page.model.fromPerDay).toEqual({ amount: 1800, currency: 'EUR' })
    if (before.status === 'found') expect(before.page.model.fromPerDay?.amount).not.toBe(1800)
  })

  it('follows a picture change in the admin, on the catalogue and on the model page', async () => {
    const before = await fleetModels({ payload, locale: 'en', now })
    expect(before.find((model) => model.id === fleet.categoryIds.van)?.pictureURL).toBeNull()
    const png = await sharp({ create: { width: 200, height: 160, channels: 3, background: '#1559c4' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Toyota Proace' },
      file: { data: png, mimetype: 'image/png', name: 'proace-test.png', size: png.byteLength },
    })
    await payload.update({ collection: 'car-categories', id: fleet.categoryIds.van, data: { images: [media.id] } })
    await afterCacheCheck()
    const after = await fleetModels({ payload, locale: 'en', now })
    expect(after.find((model) => model.id === fleet.categoryIds.van)?.pictureURL).toMatch(/proace-test/)
    const page = await findFleetModel({ payload, slug: 'toyota-proace', locale: 'en', now })
    expect(page.status === 'found' && page.page.images.map((image) => image.filename)).toEqual(['proace-test.png'])
  })
})

describe('the model page data', () => {
  it('has the protection levels with their excess and price from the engine, and the age rule', async () => {
    const found = await findFleetModel({ payload, slug: 'kia-picanto', locale: 'en', now })
    if (found.status !== 'found') throw new Error(found.status)
    expect(found.page.protections.map((protection) => [protection.level, protection.perDay.amount])).toEqual([
      ['basic', 0],
      ['standard', 1500],
      ['premium', 3000],
    ])
    expect(found.page.minDriverAge).toBe(19)
    expect(found.page.youngDriverFees).toEqual([
      { band: '21-24', fee: { amount: 1500, currency: 'EUR' } },
      { band: '19-20', fee: { amount: 2500, currency: 'EUR' } },
    ])
  })

  it('is not found for an unknown slug, and missing (to /our-cars) for a retired model', async () => {
    expect((await findFleetModel({ payload, slug: 'no-such-car', locale: 'en', now })).status).toBe('not-found')
    await payload.update({ collection: 'car-categories', id: fleet.categoryIds.economy, data: { isActive: false } })
    expect((await findFleetModel({ payload, slug: 'kia-picanto', locale: 'en', now })).status).toBe('missing')
    await afterCacheCheck()
    const models = await fleetModels({ payload, locale: 'en', now })
    expect(models.map((model) => model.id)).not.toContain(fleet.categoryIds.economy)
    await payload.update({ collection: 'car-categories', id: fleet.categoryIds.economy, data: { isActive: true } })
  })
})

describe('the car blocks data', () => {
  it('loads the cars for sale only for a page with a search-results block, at their sale price', async () => {
    await payload.create({
      collection: 'vehicles-for-sale',
      data: {
        brand: 'Kia',
        model: 'Niro EV',
        sku: 'T-1',
        price: 4_000_000,
        saleAmount: 3_600_000,
        specification: { year: 2022, mileage: 30_000, fuel: 'Electric', gearbox: 'Automatic' },
        isPublished: true,
      },
    })
    await payload.create({
      collection: 'vehicles-for-sale',
      data: {
        brand: 'Kia',
        model: 'Ceed',
        sku: 'T-2',
        price: 2_000_000,
        specification: { year: 2018, mileage: 90_000, fuel: 'Petrol', gearbox: 'Manual' },
        isPublished: false,
      },
    })
    const none = await loadBlockCars({ payload, blocks: [], locale: 'en', now })
    expect(none).toEqual({ fleet: [], popularIds: [], forSale: [] })
    const cars = await loadBlockCars({
      payload,
      blocks: [{ blockType: 'searchResults', filters: { fuels: ['Electric'] } }],
      locale: 'en',
      now,
    })
    expect(cars.forSale.map((car) => [car.model, car.price, car.listPrice])).toEqual([
      ['Niro EV', 3_600_000, 4_000_000],
    ])
    expect(cars.fleet).toEqual([])
  })
})

function relationId(value: number | { id: number }): number {
  return typeof value === 'object' ? value.id : value
}
