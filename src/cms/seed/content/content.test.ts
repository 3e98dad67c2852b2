import { describe, expect, it } from 'vitest'

import { LOCALES } from '../../../i18n/locales'
import type { ContentCollectionBlock, Page } from '../../../payload-types'
import { validatePagePath } from '../../collections/Pages/validatePagePath'
import type { SeedMedia } from '../types'
import { ANALYTICS_MARKER, DEMO_CODES } from './company/codes'
import { MENUS } from './company/menus'
import { PAGE_SEEDS } from './pages'

const MEDIA: SeedMedia = {
  hero: 1,
  winter: 2,
  logo: 3,
  rentalTermsPdf: 4,
  fleet: [5, 6, 7],
  cars: { 'dacia-duster-4x4': 8, 'tesla-model-3': 9 },
  forms: { contact: 3 },
}
const BLOCK_TYPES = [
  'banner',
  'bookingSearch',
  'slider',
  'carList',
  'carDetails',
  'financing',
  'searchResults',
  'contentCollection',
  'infoGrid',
  'links',
  'tabs',
  'protectionComparison',
  'damagePriceList',
  'tripPresets',
  'contactForm',
] as const
const ITEM_TYPES = ['text', 'textarea', 'file', 'button', 'date', 'link', 'video', 'links', 'gallery'] as const
type Block = NonNullable<Page['layout']>[number]
type Item = NonNullable<ContentCollectionBlock['items']>[number]

const pages = PAGE_SEEDS.map((seed) => ({ seed, content: seed.content(MEDIA) }))
const allBlocks = pages.flatMap(({ content }) => LOCALES.flatMap((locale) => content[locale].layout))
const allItems = allBlocks.flatMap((block: Block): Item[] =>
  block.blockType === 'contentCollection' ? (block.items ?? []) : [],
)

describe('demo pages', () => {
  it('have valid, unique paths, including / and a non-indexable page', () => {
    const paths = PAGE_SEEDS.map((seed) => seed.path)
    expect(new Set(paths).size).toBe(paths.length)
    paths.forEach((path) => expect(validatePagePath(path)).toBe(true))
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/faq', '/terms', '/privacy', '/contact']))
    expect(PAGE_SEEDS.filter((seed) => seed.isIndexable === false).map((seed) => seed.path)).toEqual([
      '/campaign-preview',
    ])
  })

  it.each(pages.map(({ seed, content }) => [seed.path, content] as const))(
    '%s has a title, SEO text and the same block structure in all six languages',
    (_path, content) => {
      const shape = (locale: (typeof LOCALES)[number]) => content[locale].layout.map((block) => block.blockType)
      for (const locale of LOCALES) {
        expect(content[locale].title.trim()).not.toBe('')
        expect(content[locale].seo.title.trim()).not.toBe('')
        expect(content[locale].seo.description.length).toBeGreaterThan(40)
        expect(shape(locale)).toEqual(shape('en'))
      }
      const titles = new Set(LOCALES.map((locale) => content[locale].title))
      expect(titles.size).toBeGreaterThan(1)
    },
  )

  it('use every block type and every content-collection item type', () => {
    expect(new Set(allBlocks.map((block) => block.blockType))).toEqual(new Set(BLOCK_TYPES))
    expect(new Set(allItems.map((item) => item.blockType))).toEqual(new Set(ITEM_TYPES))
  })

  it('give two landing pages the car blocks, one banner with past dates, and car details of seeded models', () => {
    const layouts = ['/4x4-highlands', '/electric-cars'].map((path) => {
      const seed = PAGE_SEEDS.find((candidate) => candidate.path === path)
      return seed ? seed.content(MEDIA).de.layout : []
    })
    const types = new Set(layouts.flat().map((block) => block.blockType))
    for (const type of ['banner', 'slider', 'carList', 'carDetails', 'financing', 'searchResults']) {
      expect(types).toContain(type)
    }
    const banners = layouts.flat().flatMap((block) => (block.blockType === 'banner' ? [block] : []))
    expect(banners.some((block) => block.dateTo && block.dateTo < '2026-01-01')).toBe(true)
    const models = layouts.flat().flatMap((block) => (block.blockType === 'carDetails' ? [block.model] : []))
    expect(models).toEqual([8, 9])
  })

  it('include a chat button (#goi) and a video button', () => {
    const buttons = allItems.filter((item) => item.blockType === 'button')
    expect(buttons.some((item) => item.url === '#goi')).toBe(true)
    expect(buttons.some((item) => Boolean(item.videoUrl))).toBe(true)
  })

  it('give home and FAQ structured data', () => {
    const byPath = Object.fromEntries(PAGE_SEEDS.map((seed) => [seed.path, seed.structuredData]))
    expect(byPath['/']).toMatchObject({ '@type': 'AutoRental', address: { streetAddress: 'Blikavöllur 2' } })
    expect(byPath['/faq']).toMatchObject({ '@type': 'FAQPage' })
  })
})

describe('company content', () => {
  it('has menus and header buttons in every language with the same links', () => {
    const urls = (locale: (typeof LOCALES)[number]) =>
      MENUS[locale].header.flatMap((entry) => [entry.url, ...(entry.subPages ?? []).map((sub) => sub.url)])
    for (const locale of LOCALES) {
      expect(urls(locale)).toEqual(urls('en'))
      expect(MENUS[locale].footer).toHaveLength(3)
      expect(MENUS[locale].buttons.map((button) => button.url)).toEqual(['/manage-my-booking', '/booking'])
    }
    expect(MENUS.is.header[0]?.title).toBe('Leigja bíl')
  })

  it('marks every analytics snippet with the test marker', () => {
    expect(ANALYTICS_MARKER).toBe('vegur-analytics')
    Object.values(DEMO_CODES).forEach((code) => expect(code).toContain(ANALYTICS_MARKER))
  })
})
