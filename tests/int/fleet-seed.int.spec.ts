import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { newVoucherNumber } from '@/domain/booking/voucher'
import { seedFleet } from '@/cms/seed/fleet'
import { seedSales } from '@/cms/seed/sales'
import { SERVICE_CODES } from '@/domain/booking/services'
import { KEFLAVIK_AIRPORT_ID } from '@/domain/search/search-defaults'
import { DEFAULT_PRICE_LIST_ID } from '@/domain/pricing/price-list'
import { WEB_CATEGORIES, webCategoryOf } from '@/domain/fleet/web-categories'
import { LOCALES } from '@/i18n/locales'

import { bootPayload } from './payload'

let payload: Payload

// The whole demo fleet and sales stock: a few minutes on a busy two-core machine.
beforeAll(async () => {
  payload = await bootPayload()
  await seedFleet(payload)
  await seedSales(payload)
}, 360_000)

const count = async (collection: Parameters<Payload['count']>[0]['collection']) =>
  (await payload.count({ collection })).totalDocs

describe('fleet seed', () => {
  it('creates the two offices, Keflavík airport first, with its opening hours', async () => {
    const { docs } = await payload.find({ collection: 'offices', sort: 'sortOrder', locale: 'is' })
    expect(docs.map((office) => office.code)).toEqual([KEFLAVIK_AIRPORT_ID, 'rvkcity'])
    expect(docs[0]).toMatchObject({ isAirport: true, iataCode: 'KEF', name: 'Keflavíkurflugvöllur' })
    expect(docs[0]?.openingTimes?.[0]?.hours?.sunday).toMatchObject({ opensAt: '05:00', closesAt: '23:00' })
    expect(docs[1]?.openingTimes?.at(-1)?.closedWeekdays).toEqual(['sunday'])
    expect(docs[1]?.holidays?.length).toBeGreaterThanOrEqual(2)
  })

  it('gives both offices out-of-hours instructions in every language, sharing one night line', async () => {
    for (const locale of LOCALES) {
      const { docs } = await payload.find({ collection: 'offices', sort: 'sortOrder', locale, depth: 0 })
      for (const office of docs) {
        expect(office.outOfHours?.pickupInstructions, `${office.code} ${locale}`).toBeTruthy()
        expect(office.outOfHours?.returnInstructions, `${office.code} ${locale}`).toBeTruthy()
        expect(office.outOfHours?.pickupInstructions).not.toBe(office.pickupInstructions)
        expect(office.outOfHours?.helpPhone).toBe('+354 420 5050')
      }
      // The group's shared fields survive each language's write.
      expect(docs[0]?.outOfHours).toMatchObject({ isAllowed: true, earliest: '00:00', latest: '23:59' })
    }
    const airportIn = (locale: 'en' | 'is') =>
      payload.find({ collection: 'offices', where: { code: { equals: KEFLAVIK_AIRPORT_ID } }, locale, depth: 0 })
    const [english, icelandic] = [await airportIn('en'), await airportIn('is')]
    expect(english.docs[0]?.outOfHours?.pickupInstructions).toMatch(/key box/)
    expect(icelandic.docs[0]?.outOfHours?.pickupInstructions).toMatch(/lyklabox/)
  })

  it('creates car categories covering all six web categories, with pictures and translated features', async () => {
    const { docs } = await payload.find({ collection: 'car-categories', limit: 100, locale: 'de', depth: 0 })
    expect(docs.length).toBeGreaterThanOrEqual(14)
    const webCategories = new Set(
      docs.map((category) =>
        webCategoryOf({
          acrissCode: category.acrissCode,
          passengerCount: category.passengerCount,
          fuels: category.fuelTypes,
          co2: category.co2 ?? undefined,
          webCategory: category.webCategory ?? undefined,
        }),
      ),
    )
    expect([...webCategories].sort()).toEqual(WEB_CATEGORIES.map(({ id }) => id).sort())
    expect(docs.every((category) => (category.images?.length ?? 0) > 0 && category.slug)).toBe(true)
    const polo = docs.find((category) => category.slug === 'volkswagen-polo')
    expect(polo?.displayName).toBe('Volkswagen Polo oder ähnlich')
    expect(polo?.features?.map((feature) => feature.text)).toContain('Klimaanlage')
    expect(docs.some((category) => category.whenSoldOut === 'on-request')).toBe(true)
  })

  it('creates about 60 vehicles, one category having a single unit', async () => {
    const { docs } = await payload.find({ collection: 'vehicles', limit: 200, depth: 0 })
    expect(docs.length).toBeGreaterThanOrEqual(55)
    expect(docs.length).toBeLessThanOrEqual(70)
    const perCategory = new Map<unknown, number>()
    for (const vehicle of docs) perCategory.set(vehicle.carCategory, (perCategory.get(vehicle.carCategory) ?? 0) + 1)
    expect([...perCategory.values()]).toContain(1)
  })

  it('creates price list 148 with seasons, four bands and a rate per category and season', async () => {
    const { docs } = await payload.find({
      collection: 'price-lists',
      where: { code: { equals: DEFAULT_PRICE_LIST_ID } },
    })
    const priceList = docs[0]
    expect(priceList).toMatchObject({ currency: 'EUR', isDefault: true })
    expect(priceList?.durationBands).toHaveLength(4)
    expect(new Set(priceList?.seasons?.map((season) => season.name))).toEqual(new Set(['low', 'shoulder', 'high']))
    expect(priceList?.seasons?.[0]).toMatchObject({ from: expect.stringMatching(/^2026-01-01/) })
    const categories = await count('car-categories')
    expect(priceList?.rates).toHaveLength(categories * 3)
    expect(priceList?.rates?.every((rate) => rate.dailyAmounts.length === 4)).toBe(true)
  })

  it('creates every service code of the domain, in every language', async () => {
    const { docs } = await payload.find({ collection: 'services', limit: 100, locale: 'is' })
    const codes = docs.map((service) => service.code)
    for (const code of Object.values(SERVICE_CODES)) expect(codes).toContain(code)
    const youngDriver = docs.find((service) => service.code === SERVICE_CODES.YOUNG_DRIVER_FEE)
    expect(youngDriver?.ageBandFees?.map((fee) => fee.ageBand)).toEqual(['21', '19'])
    expect(docs.find((service) => service.code === SERVICE_CODES.STANDARD_PROTECTION)?.name).toBe('Staðalvernd')
    expect(await count('promo-codes')).toBeGreaterThanOrEqual(2)
  })

  it('creates about 40 vehicles for sale, some discounted', async () => {
    const { docs } = await payload.find({ collection: 'vehicles-for-sale', limit: 100, depth: 0 })
    expect(docs.length).toBeGreaterThanOrEqual(38)
    expect(docs.some((car) => car.saleAmount && car.saleAmount < car.price && car.deal)).toBe(true)
  })

  it('adds nothing when run again', async () => {
    const before = await Promise.all([count('offices'), count('vehicles'), count('vehicles-for-sale'), count('media')])
    expect(await seedFleet(payload)).toBeUndefined()
    expect(await seedSales(payload)).toBeUndefined()
    const after = await Promise.all([count('offices'), count('vehicles'), count('vehicles-for-sale'), count('media')])
    expect(after).toEqual(before)
  })

  it('keeps a booking findable by voucher number and normalized last name', async () => {
    const [office] = (await payload.find({ collection: 'offices', limit: 1 })).docs
    const [category] = (await payload.find({ collection: 'car-categories', limit: 1 })).docs
    if (!office || !category) throw new Error('seed missing')
    const booking = await payload.create({
      collection: 'bookings',
      data: {
        number: 'VG-100001',
        voucherNumber: newVoucherNumber(),
        status: 'held',
        bookingType: '3',
        carCategory: category.id,
        officeOut: office.id,
        officeIn: office.id,
        dateOut: '2026-07-01T12:00:00.000Z',
        dateIn: '2026-07-08T12:00:00.000Z',
        priceListId: DEFAULT_PRICE_LIST_ID,
        currency: 'EUR',
        driverAge: 30,
        locale: 'is',
        client: { firstName: 'Sigríður', lastName: 'Guðmundsdóttir' },
      },
    })
    expect(booking.lastNameNormalized).toBe('gudmundsdottir')
    const found = await payload.find({
      collection: 'bookings',
      where: { voucherNumber: { equals: booking.voucherNumber }, lastNameNormalized: { equals: 'gudmundsdottir' } },
    })
    expect(found.docs.map((doc) => doc.number)).toEqual(['VG-100001'])
  })

  it('keeps rental data from visitors but shows them published cars for sale', async () => {
    for (const collection of ['bookings', 'vehicles', 'price-lists', 'services', 'offices', 'promo-codes'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    }
    const forSale = await payload.find({ collection: 'vehicles-for-sale', overrideAccess: false, limit: 1 })
    expect(forSale.totalDocs).toBeGreaterThan(0)
  })
})
