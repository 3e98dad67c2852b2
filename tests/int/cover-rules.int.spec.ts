import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as availability } from '@/app/api/renteon-availability/route'
import { POST as calculate } from '@/app/api/renteon-booking-calculate/route'
import { POST as create } from '@/app/api/renteon-booking-create/route'
import { searchAvailability } from '@/server/rental/availability'
import { loadCoverComparison } from '@/server/rental/cover-comparison'
import type { Page } from '@/payload-types'

import { bootPayload } from './payload'
import { callJson } from './payments-fixture'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

type Line = { ServiceId: number; IsSelected: boolean; Quantity: number; AmountTotal: number; IncludedQuantity: number }
type Priced = { Services: Line[]; TotalAddition: number; TotalInsurance: number }

let payload: Payload
let fleet: RentalFixture
const now = new Date('2027-01-10T09:00:00Z')
const rental = { OfficeOutId: 'brimb1', OfficeInId: 'brimb1', DateOut: '2027-03-01T12:00', DateIn: '2027-03-05T12:00' }
const COMPARISON_PAGE: Page['layout'] = [{ blockType: 'protectionComparison', title: 'Compared' }]

/** The catalogue cache checks the catalogue's version at most once a second. */
const afterCacheWindow = () => new Promise((resolve) => setTimeout(resolve, 1_100))

async function serviceId(code: number): Promise<number> {
  const { docs } = await payload.find({ collection: 'services', where: { code: { equals: code } }, limit: 1 })
  return docs[0]!.id
}

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
  // The engine's cover: Basic 3,500 excess and 1,500 deposit; Premium includes Sand and Ash and one extra driver.
  await payload.update({ collection: 'services', id: await serviceId(8), data: { excess: 350_000, deposit: 150_000 } })
  await payload.update({
    collection: 'services',
    id: await serviceId(12),
    data: {
      excess: 0,
      deposit: 30_000,
      included: [
        { service: await serviceId(17), quantity: 1 },
        { service: await serviceId(504), quantity: 1 },
      ],
    },
  })
  await payload.updateGlobal({
    slug: 'rental-rules',
    data: { minimumAge: 19, minimumAgeByWebCategory: [{ webCategory: 'MidSizeSUVs', minimumAge: 21 }] },
  })
  await afterCacheWindow()
})

describe('one source for cover', () => {
  it('never charges what Premium includes: Sand and Ash leaves the bill, one extra driver is free', async () => {
    const priced = await callJson(calculate, '/api/renteon-booking-calculate', {
      ...rental,
      CarCategoryId: fleet.categoryIds.economy,
      Services: [
        { ServiceId: 17, Quantity: 1, IsSelected: true },
        { ServiceId: 12, Quantity: 1, IsSelected: true },
        { ServiceId: 504, Quantity: 2, IsSelected: true },
      ],
    })
    expect(priced.status).toBe(200)
    const data = priced.json.data as Priced
    const line = (code: number) => data.Services.find((candidate) => candidate.ServiceId === code)
    expect(line(17)).toMatchObject({ IsSelected: false, AmountTotal: 0, IncludedQuantity: 1 })
    // Two extra drivers at 30.00 per rental, one of them free.
    expect(line(504)).toMatchObject({ IsSelected: true, Quantity: 2, AmountTotal: 30, IncludedQuantity: 1 })
    expect(data.TotalAddition).toBe(30)
    // Premium alone: 4 days at 30.00.
    expect(data.TotalInsurance).toBe(120)

    const standard = await callJson(calculate, '/api/renteon-booking-calculate', {
      ...rental,
      CarCategoryId: fleet.categoryIds.economy,
      Services: [
        { ServiceId: 17, Quantity: 1, IsSelected: true },
        { ServiceId: 9, Quantity: 1, IsSelected: true },
        { ServiceId: 504, Quantity: 2, IsSelected: true },
      ],
    })
    const withStandard = standard.json.data as Priced
    expect(withStandard.Services.find((candidate) => candidate.ServiceId === 17)).toMatchObject({ AmountTotal: 40 })
    expect(withStandard.TotalAddition).toBe(60)
  })

  it('changing an excess in the admin changes the page data and the booking both', async () => {
    const before = await loadCoverComparison({ payload, blocks: COMPARISON_PAGE, locale: 'en' })
    const basicBefore = before?.levels.find((level) => level.level === 'basic')
    expect(basicBefore?.classes.standard?.excess?.amount).toBe(350_000)
    expect(basicBefore?.classes.standard?.deposit?.amount).toBe(150_000)
    expect(before?.levels.find((level) => level.level === 'premium')?.includedAddOns).toEqual([
      'Sand and Ash Protection',
    ])
    const searchBefore = await searchAvailability({ payload, query: query(25), now })
    expect(searchBefore.isOk && searchBefore.value[0]?.excess).toBe(3500)

    await payload.update({ collection: 'services', id: await serviceId(8), data: { excess: 275_000 } })
    await afterCacheWindow()

    const after = await loadCoverComparison({ payload, blocks: COMPARISON_PAGE, locale: 'en' })
    expect(after?.levels.find((level) => level.level === 'basic')?.classes.standard?.excess?.amount).toBe(275_000)
    const searchAfter = await searchAvailability({ payload, query: query(25), now })
    expect(searchAfter.isOk && searchAfter.value[0]?.excess).toBe(2750)
  })

  it('says what no level covers in the language asked, as the Rental rules hold it, and follows an edit', async () => {
    await payload.updateGlobal({
      slug: 'rental-rules',
      locale: 'en',
      data: { neverCovered: [{ text: 'River crossings' }, { text: 'Underbody damage' }] },
    })
    await payload.updateGlobal({
      slug: 'rental-rules',
      locale: 'de',
      data: { neverCovered: [{ text: 'Flussdurchquerungen' }] },
    })
    await afterCacheWindow()
    const en = await loadCoverComparison({ payload, blocks: COMPARISON_PAGE, locale: 'en' })
    const de = await loadCoverComparison({ payload, blocks: COMPARISON_PAGE, locale: 'de' })
    expect(en?.neverCovered).toEqual(['River crossings', 'Underbody damage'])
    expect(de?.neverCovered).toEqual(['Flussdurchquerungen'])
    expect(de?.levels.find((level) => level.level === 'premium')?.freeExtraDrivers).toBe(1)

    await payload.updateGlobal({
      slug: 'rental-rules',
      locale: 'en',
      data: { neverCovered: [{ text: 'River crossings' }] },
    })
    await afterCacheWindow()
    expect((await loadCoverComparison({ payload, blocks: COMPARISON_PAGE, locale: 'en' }))?.neverCovered).toEqual([
      'River crossings',
    ])
  })

  it('loads nothing for a page without the block', async () => {
    expect(await loadCoverComparison({ payload, blocks: [], locale: 'en' })).toBeUndefined()
  })
})

function query(driverAge: number) {
  return {
    officeOut: 'brimb1',
    officeIn: 'brimb1',
    pickupAt: new Date('2027-02-01T12:00:00Z'),
    returnAt: new Date('2027-02-04T12:00:00Z'),
    driverAge,
    locale: 'en' as const,
  }
}

describe('minimum driver ages', () => {
  it('names each car’s minimum age in the results, from the web category rule', async () => {
    const result = await searchAvailability({ payload, query: query(19), now })
    expect(result.isOk).toBe(true)
    if (!result.isOk) return
    expect(result.value.map((car) => [car.model, car.minimumAge])).toEqual([
      ['Kia Picanto', 19],
      ['Toyota Proace', 19],
      ['Dacia Duster', 21],
    ])
  })

  it('marks the cars a 19-year-old may not book, with the reason and the age, after the bookable ones', async () => {
    const result = await searchAvailability({ payload, query: query(19), now })
    if (!result.isOk) throw new Error(result.error.message)
    expect(result.value.map((car) => [car.model, car.eligibility])).toEqual([
      ['Kia Picanto', { status: 'BOOKABLE' }],
      ['Toyota Proace', { status: 'BOOKABLE' }],
      ['Dacia Duster', { status: 'NOT_BOOKABLE', reason: 'DRIVER_TOO_YOUNG', minimumAge: 21 }],
    ])
    const older = await searchAvailability({ payload, query: query(21), now })
    expect(older.isOk && older.value.every((car) => car.eligibility.status === 'BOOKABLE')).toBe(true)
  })

  it('says why in the availability answer, in the language asked for', async () => {
    const answer = await callJson(availability, '/api/renteon-availability', {
      OfficeOutId: 'brimb1',
      DateTimeOut: rental.DateOut,
      DateTimeIn: rental.DateIn,
      driverAge: 19,
      locale: 'de',
    })
    expect(answer.status).toBe(200)
    const cars = (answer.json.data as { carCategories: { model: string; eligibility: Record<string, unknown> }[] })
      .carCategories
    expect(cars.at(-1)).toMatchObject({
      model: 'Dacia Duster',
      eligibility: { status: 'NOT_BOOKABLE', reason: 'DRIVER_TOO_YOUNG', minimumAge: 21 },
    })
    expect(cars.at(-1)?.eligibility.message).toContain('mindestens 21 Jahre')
    expect(cars[0]?.eligibility).toEqual({ status: 'BOOKABLE' })
  })

  it('holds no car the driver is too young for: 422 in the visitor’s language, no booking made', async () => {
    const before = await payload.count({ collection: 'bookings' })
    const refused = await callJson(create, '/api/renteon-booking-create', {
      ...rental,
      CarCategoryId: fleet.categoryIds.suv,
      DriverAge: 19,
      locale: 'is',
    })
    expect(refused.status).toBe(422)
    expect(refused.json).toMatchObject({ success: false, error: { code: 'DRIVER_TOO_YOUNG' } })
    expect(JSON.stringify(refused.json)).toContain('að minnsta kosti 21 ára')
    const byHeader = await callJson(
      create,
      '/api/renteon-booking-create',
      { ...rental, CarCategoryId: fleet.categoryIds.suv, DriverAge: 20 },
      { 'accept-language': 'de-DE,de;q=0.9' },
    )
    expect(byHeader.status).toBe(422)
    expect(JSON.stringify(byHeader.json)).toContain('mindestens 21 Jahre')
    expect((await payload.count({ collection: 'bookings' })).totalDocs).toBe(before.totalDocs)
  })

  it('refuses a 19-year-old on a mid-size SUV with a translated reason, and takes a 21-year-old', async () => {
    const young = await callJson(calculate, '/api/renteon-booking-calculate', {
      ...rental,
      CarCategoryId: fleet.categoryIds.suv,
      DriverAge: 19,
    })
    expect(young.status).toBe(422)
    expect(young.json).toMatchObject({ error: { code: 'DRIVER_TOO_YOUNG' } })
    const old = await callJson(calculate, '/api/renteon-booking-calculate', {
      ...rental,
      CarCategoryId: fleet.categoryIds.suv,
      DriverAge: 21,
    })
    expect(old.status).toBe(200)
  })

  it('lets a car category set its own age, which wins over its web category', async () => {
    await payload.update({ collection: 'car-categories', id: fleet.categoryIds.economy, data: { minimumAge: 23 } })
    await afterCacheWindow()
    const result = await searchAvailability({ payload, query: query(30), now })
    expect(result.isOk && result.value[0]?.minimumAge).toBe(23)
    const refused = await callJson(calculate, '/api/renteon-booking-calculate', {
      ...rental,
      CarCategoryId: fleet.categoryIds.economy,
      DriverAge: 22,
    })
    expect(refused.status).toBe(422)
  })
})
