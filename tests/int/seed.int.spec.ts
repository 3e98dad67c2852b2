import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { LOCALES } from '@/i18n/locales'
import { seedIfEmpty } from '@/cms/seed/seedIfEmpty'
import { activeCategories } from '@/server/rental/catalogue'

import { bootPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
  await seedIfEmpty(payload)
}, 300_000)

describe('demo seed', () => {
  it('creates the company information in all six languages', async () => {
    for (const locale of LOCALES) {
      const company = await payload.findGlobal({ slug: 'company-information', locale, fallbackLocale: false })
      expect(company.name, locale).toBeTruthy()
      expect(company.pages?.header?.length, locale).toBeGreaterThan(2)
      expect(
        company.schedule?.every((row) => row.timeDescription),
        locale,
      ).toBe(true)
    }
  })

  it('publishes the home page and at least five content pages, translated', async () => {
    const { docs } = await payload.find({ collection: 'pages', limit: 100, overrideAccess: false, draft: false })
    const paths = docs.map((page) => page.path)
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/faq', '/terms', '/privacy', '/contact']))
    const german = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/about' } },
      locale: 'de',
      fallbackLocale: false,
    })
    const english = docs.find((page) => page.path === '/about')
    expect(german.docs[0]?.title).toBeTruthy()
    expect(german.docs[0]?.title).not.toBe(english?.title)
  })

  it('uses every block type and every content-collection item type', async () => {
    const { docs } = await payload.find({ collection: 'pages', limit: 100, depth: 0 })
    const blocks = docs.flatMap((page) => page.layout ?? [])
    expect(new Set(blocks.map((block) => block.blockType))).toEqual(
      new Set([
        'banner',
        'slider',
        'carList',
        'carDetails',
        'financing',
        'searchResults',
        'contentCollection',
        'infoGrid',
        'links',
        'tabs',
        'bookingSearch',
        'protectionComparison',
        'damagePriceList',
        'tripPresets',
        'contactForm',
      ]),
    )
    const items = blocks.flatMap((block) => (block.blockType === 'contentCollection' ? (block.items ?? []) : []))
    expect(new Set(items.map((item) => item.blockType))).toEqual(
      new Set(['text', 'textarea', 'file', 'button', 'date', 'link', 'video', 'links', 'gallery']),
    )
  })

  it('seeds the fleet, prices and cars for sale', async () => {
    const count = async (collection: 'offices' | 'car-categories' | 'vehicles' | 'vehicles-for-sale') =>
      (await payload.count({ collection })).totalDocs
    expect(await count('offices')).toBeGreaterThanOrEqual(2)
    expect(await count('car-categories')).toBeGreaterThanOrEqual(14)
    expect(await count('vehicles')).toBeGreaterThanOrEqual(55)
    expect(await count('vehicles-for-sale')).toBeGreaterThanOrEqual(40)
    const { docs } = await payload.find({ collection: 'offices', where: { code: { equals: 'brimb1' } } })
    expect(docs).toHaveLength(1)
  })

  it('gives every car for sale several photos of itself, so its gallery slides', async () => {
    const { docs } = await payload.find({ collection: 'vehicles-for-sale', depth: 1, pagination: false, limit: 100 })
    for (const car of docs) {
      const names = (car.images ?? []).map((image) => (typeof image === 'object' ? image.filename : null))
      expect(names).toHaveLength(3)
      // The studio picture first, then the same car (body and colour) in summer and in winter.
      expect(names[1]).toBe(names[0]?.replace(/\.png$/, '-summer.png'))
      expect(names[2]).toBe(names[0]?.replace(/\.png$/, '-winter.png'))
    }
  })

  it('gives every rental car category a picture in the small size', async () => {
    const categories = await activeCategories({ payload, locale: 'en' })
    expect(categories.length).toBeGreaterThanOrEqual(14)
    for (const category of categories) {
      expect(category.pictureURL, category.model).toMatch(/^\/api\/media\/file\/.+-450x360\.webp$/)
    }
  })

  it('creates the demo admin and does nothing on a second run', async () => {
    const before = await payload.count({ collection: 'pages' })
    await seedIfEmpty(payload)
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(before.totalDocs)
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'admin@vegur.is' } } })
    expect(docs[0]?.roles).toEqual(['admin'])
  })
})
