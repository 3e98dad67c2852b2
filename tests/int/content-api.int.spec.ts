import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as create } from '@/app/api/renteon-booking-create/route'
import { POST as save } from '@/app/api/renteon-booking-save/route'
import { GET as collectionSearch } from '@/app/v1/collection/search/route'
import { GET as sectionSearch } from '@/app/v1/collection/section-search/route'
import { GET as ecommerceSettings } from '@/app/v1/ecommerce/settings/route'
import { GET as link } from '@/app/v1/[...link]/route'
import { GET as template } from '@/app/v1/tpl/[[...path]]/route'
import { GET as unknownV2 } from '@/app/v2/[...link]/route'
import { GET as company } from '@/app/v2/company/route'

import { bootPayload } from './payload'
import { jsonRequest, seedRentalFixture, type RentalFixture } from './rental-fixture'
import { seedSaleFixture } from './sales-search-fixture'

type Json = {
  success: boolean
  data: Record<string, unknown> & { items: Record<string, unknown>[] }
  error?: { code: string; message: string }
}
type Handler = (request: Request) => Promise<Response>

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
  await seedSaleFixture(payload)
  // Icelandic first: a later update in another language would copy the menus again.
  await payload.updateGlobal({
    slug: 'company-information',
    data: { name: 'Vegur', address: { city: 'Reykjanesbær', country: 'Ísland' } },
    locale: 'is',
  })
  await payload.updateGlobal({
    slug: 'company-information',
    data: {
      name: 'Vegur',
      email: 'info@vegur.is',
      address: { street: 'Flugvellir 1', postalCode: '230', city: 'Keflavik', country: 'Iceland' },
      phones: [{ label: 'Desk', number: '+354 555 0000' }],
      schedule: [
        { day: 'monday', timeDescription: '08:00-18:00' },
        { day: 'sunday', timeDescription: '' },
      ],
      employees: [{ name: 'Anna Jónsdóttir', role: 'Manager', email: 'anna@vegur.is' }],
      pages: {
        header: [{ title: 'About', url: '/about' }],
        searchPaths: { path: '/search', carPath: '/car', libraryPath: '/our-cars' },
        contactPath: '/contact',
      },
    },
  })
  const page = await payload.create({
    collection: 'pages',
    data: {
      title: 'About us',
      path: '/about',
      _status: 'published',
      seo: { indexable: true, title: 'About Vegur', description: 'Who we are' },
      theme: { page: 'dark' },
      layout: [
        { blockType: 'banner', title: 'Winter offer', label: 'Now', link: '/booking', category: 'Compact' },
        {
          blockType: 'banner',
          title: 'Summer 2020',
          dateFrom: '2020-06-01T00:00:00.000Z',
          dateTo: '2020-08-31T00:00:00.000Z',
        },
        {
          blockType: 'contentCollection',
          title: 'Facts',
          columns: 3,
          items: Array.from({ length: 30 }, (_, at) => ({ blockType: 'text' as const, text: `Fact ${at + 1}` })),
        },
        {
          blockType: 'searchResults',
          title: 'Toyotas for sale',
          filters: { brands: ['Toyota'] },
          sort: 'price-asc',
          limit: 2,
          settings: { columns: 2, theme: 'light' },
        },
      ],
    },
    locale: 'en',
  })
  await payload.update({ collection: 'pages', id: page.id, data: { title: 'Um okkur' }, locale: 'is' })
  await payload.create({ collection: 'pages', data: { title: 'Draft', path: '/draft', _status: 'draft' } })
  await payload.create({
    collection: 'upgrade-rules',
    data: { title: 'Go 4x4', targetCategory: fleet.categoryIds.suv, isActive: true, automaticOnly: false },
  })
})

async function get(handler: Handler, path: string, token?: string | null, headers?: Record<string, string>) {
  const request = jsonRequest({ path, method: 'GET', token })
  for (const [name, value] of Object.entries(headers ?? {})) request.headers.set(name, value)
  const response = await handler(request)
  expect(response.headers.get('content-type')).toMatch(/application\/json/)
  return { status: response.status, json: (await response.json()) as Json }
}

async function blockId(type: string): Promise<string> {
  const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: '/about' } } })
  const block = docs[0]?.layout?.find((candidate) => candidate.blockType === type)
  if (!block?.id) throw new Error(`no ${type} block`)
  return block.id
}

describe('GET /v1/tpl{path}?ln= (SPEC §7 page template)', () => {
  it('answers the published page with components, seo, theme and hash', async () => {
    const { status, json } = await get(template, '/v1/tpl/about?ln=en')
    expect(status).toBe(200)
    expect(json.success).toBe(true)
    expect(Object.keys(json.data).sort()).toEqual(['components', 'hash', 'path', 'seo', 'theme', 'title'])
    expect(json.data).toMatchObject({
      path: '/about',
      title: 'About us',
      theme: { page: 'dark', header: 'light', footer: 'light' },
      seo: { indexable: true, title: 'About Vegur', description: 'Who we are', image: null, structuredData: null },
    })
    expect(json.data.hash).toMatch(/^[0-9a-f]{8,}$/)
    expect((json.data.seo as { updated: string }).updated).toMatch(/^\d{4}-\d\d-\d\dT/)
    const components = json.data.components as { id: string; name: string; props: object; settings: unknown }[]
    expect(components.map((component) => component.name)).toEqual([
      'banner',
      'banner',
      'contentCollection',
      'searchResults',
    ])
    expect(Object.keys(components[0] ?? {}).sort()).toEqual(['id', 'name', 'props', 'settings', 'title'])
    expect(components[0]?.props).toMatchObject({ title: 'Winter offer', label: 'Now', link: '/booking' })
    expect(components[3]?.settings).toMatchObject({ columns: 2, theme: 'light' })
  })

  it('answers in the language asked, the root path and the not found as JSON', async () => {
    expect((await get(template, '/v1/tpl/about?ln=is')).json.data.title).toBe('Um okkur')
    expect((await get(template, '/v1/tpl/about?ln=de')).json.data.title).toBe('About us')
    const missing = await get(template, '/v1/tpl/nowhere?ln=de')
    expect(missing.status).toBe(404)
    expect(missing.json.error).toEqual({
      code: 'CONTENT_NOT_FOUND',
      message: 'Unter /nowhere ist nichts veröffentlicht.',
    })
    expect((await get(template, '/v1/tpl/draft')).status).toBe(404)
    expect((await get(template, '/v1/tpl')).json.error?.message).toBe('Nothing is published at /.')
  })

  it('needs the visitor token', async () => {
    const refused = await get(template, '/v1/tpl/about', null)
    expect(refused.status).toBe(401)
  })
})

describe('GET /v1{link} and unknown paths', () => {
  it('reads a link as the page it leads to', async () => {
    const { status, json } = await get(link, '/v1/about?ln=is')
    expect(status).toBe(200)
    expect(json.data).toMatchObject({ path: '/about', title: 'Um okkur' })
  })
  it('answers an unknown path with a JSON 404 and a message, under /v1 and /v2', async () => {
    const v1 = await get(link, '/v1/no/such/thing')
    expect(v1.status).toBe(404)
    expect(v1.json).toEqual({
      success: false,
      error: { code: 'CONTENT_NOT_FOUND', message: 'Nothing is published at /no/such/thing.' },
    })
    const v2 = await get(unknownV2, '/v2/nothing', null, { 'accept-language': 'fr' })
    expect(v2.status).toBe(404)
    expect(v2.json.error).toEqual({ code: 'CONTENT_NOT_FOUND', message: 'Rien n’est publié à l’adresse /v2/nothing.' })
  })
})

describe('GET /v2/company?ln= (SPEC §3 company information)', () => {
  it('answers the spec fields per language', async () => {
    const { status, json } = await get(company, '/v2/company?ln=en')
    expect(status).toBe(200)
    for (const field of [
      'favicon',
      'name',
      'address',
      'logo',
      'map',
      'phones',
      'email',
      'copyright',
      'socialLinks',
      'languages',
      'schedule',
      'employees',
      'pages',
      'layout',
      'codes',
      'errorTheme',
    ]) {
      expect(json.data).toHaveProperty(field)
    }
    expect(json.data).toMatchObject({
      id: 33,
      name: 'Vegur',
      email: 'info@vegur.is',
      phones: [{ label: 'Desk', number: '+354 555 0000' }],
      schedule: [{ day: 'monday', timeDescription: '08:00-18:00' }],
      employees: [{ name: 'Anna Jónsdóttir', role: 'Manager', email: 'anna@vegur.is', phone: null, image: null }],
      pages: {
        header: [{ title: 'About', url: '/about', subPages: [] }],
        searchPaths: { libraryPath: '/our-cars', carPath: '/car', path: '/search' },
        contactPath: '/contact',
      },
      codes: { head: '', openBody: '', closeBody: '' },
    })
    expect(json.data.layout).toHaveProperty('header.code')
    expect(json.data.layout).toHaveProperty('footer.components')
    expect(json.data.address).toEqual(['Flugvellir 1', '230 Keflavik', 'Iceland'])
    const icelandic = await get(company, '/v2/company?ln=is')
    expect(icelandic.json.data).toMatchObject({
      language: 'is',
      address: ['Flugvellir 1', '230 Reykjanesbær', 'Ísland'],
    })
  })
})

describe('GET /v1/collection/search?cid= (SPEC §7, §9 collection ids)', () => {
  it('answers the banners shown today (269)', async () => {
    const { status, json } = await get(collectionSearch, '/v1/collection/search?cid=269')
    expect(status).toBe(200)
    expect(json.data).toMatchObject({ id: 269, name: 'banners', totalCount: 1 })
    expect(json.data.items[0]).toMatchObject({
      title: 'Winter offer',
      label: 'Now',
      link: '/booking',
      category: 'Compact',
      dateFrom: null,
      dateTo: null,
      image: { desktop: null, tablet: null, mobile: null },
    })
  })
  it('answers the upgrade filter (271)', async () => {
    const { json } = await get(collectionSearch, '/v1/collection/search?cid=271')
    expect(json.data).toMatchObject({ id: 271, name: 'upgradeFilter', totalCount: 1 })
    expect(json.data.items[0]).toMatchObject({ title: 'Go 4x4', targetVehicleId: fleet.categoryIds.suv })
    expect(json.data.items[0]).toHaveProperty('rules.automaticOnly', false)
  })
  it('answers popular cars (272), most booked first', async () => {
    const before = await get(collectionSearch, '/v1/collection/search?cid=272')
    expect(before.json.data).toMatchObject({ id: 272, name: 'popularCars', items: [], totalCount: 0 })
    const rental = { OfficeOutId: 'brimb1', DateOut: '2027-03-01T12:00', DateIn: '2027-03-04T12:00' }
    const held = await create(
      jsonRequest({ path: '/api/x', body: { ...rental, CarCategoryId: fleet.categoryIds.suv } }),
    )
    const booking = (await held.json()) as { data: { BookingId: number; VoucherNumber: string } }
    const saved = await save(
      jsonRequest({
        path: '/api/x',
        body: {
          BookingId: booking.data.BookingId,
          VoucherNumber: booking.data.VoucherNumber,
          paymentType: 'payLocally',
          client: {
            firstName: 'Ann',
            lastName: 'Lee',
            email: 'ann@example.com',
            phone: '+354 555 1234',
            country: 'IS',
          },
        },
      }),
    )
    expect(saved.status).toBe(200)
    const after = await get(collectionSearch, '/v1/collection/search?cid=272')
    expect(after.json.data.totalCount).toBe(1)
    expect(after.json.data.items[0]).toMatchObject({ vehicleId: fleet.categoryIds.suv, model: 'Dacia Duster' })
  })
  it('answers car details (190) with vehicleId and path, and one car by vehicleId', async () => {
    const all = await get(collectionSearch, '/v1/collection/search?cid=190')
    expect(all.json.data).toMatchObject({ id: 190, name: 'carDetails', totalCount: 3 })
    const one = await get(collectionSearch, `/v1/collection/search?cid=190&vehicleId=${fleet.categoryIds.suv}`)
    expect(one.status).toBe(200)
    expect(one.json.data.items).toHaveLength(1)
    expect(one.json.data.items[0]).toMatchObject({ vehicleId: fleet.categoryIds.suv, model: 'Dacia Duster' })
    expect(one.json.data.items[0]?.path).toMatch(/^\/cars\/[a-z0-9-]+$/)
    const gone = await get(collectionSearch, '/v1/collection/search?cid=190&vehicleId=999999')
    expect(gone.status).toBe(200)
    expect(gone.json.data).toMatchObject({ items: [], totalCount: 0, redirect: '/our-cars' })
  })
  it('refuses a missing, malformed or unknown id', async () => {
    const missing = await get(collectionSearch, '/v1/collection/search')
    expect(missing.status).toBe(400)
    expect(missing.json.error).toEqual({ code: 'VALIDATION_FAILED', message: 'cid is required' })
    expect((await get(collectionSearch, '/v1/collection/search?cid=abc')).status).toBe(400)
    expect((await get(collectionSearch, '/v1/collection/search?cid=190&vehicleId=x')).status).toBe(400)
    const unknown = await get(collectionSearch, '/v1/collection/search?cid=12&ln=de')
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toEqual({ code: 'COLLECTION_NOT_FOUND', message: 'Keine Sammlung mit der ID 12.' })
  })
})

describe('GET /v1/collection/section-search?sid=&c=&page=', () => {
  it('pages a content collection in the columns asked', async () => {
    const sid = await blockId('contentCollection')
    const first = await get(sectionSearch, `/v1/collection/section-search?sid=${sid}&c=2&page=1`)
    expect(first.status).toBe(200)
    expect(first.json.data).toMatchObject({
      id: sid,
      name: 'contentCollection',
      columns: 2,
      page: 1,
      pageSize: 24,
      pageCount: 2,
      totalCount: 30,
    })
    expect(first.json.data.items).toHaveLength(24)
    const second = await get(sectionSearch, `/v1/collection/section-search?sid=${sid}&c=9&page=2`)
    expect(second.json.data).toMatchObject({ columns: 4, page: 2 })
    expect(second.json.data.items.map((item) => item.text)).toEqual([
      'Fact 25',
      'Fact 26',
      'Fact 27',
      'Fact 28',
      'Fact 29',
      'Fact 30',
    ])
    const defaults = await get(sectionSearch, `/v1/collection/section-search?sid=${sid}`)
    expect(defaults.json.data).toMatchObject({ columns: 3, page: 1 })
  })
  it("pages a search results section's cars for sale past the block's own limit", async () => {
    const sid = await blockId('searchResults')
    const { status, json } = await get(sectionSearch, `/v1/collection/section-search?sid=${sid}&page=1`)
    expect(status).toBe(200)
    expect(json.data).toMatchObject({ name: 'searchResults', columns: 2, sort: 'price-asc', totalCount: 4 })
    const prices = json.data.items.map((car) => car.price as number)
    expect(prices).toEqual([...prices].sort((left, right) => left - right))
    expect(json.data.items.every((car) => car.brand === 'Toyota')).toBe(true)
  })
  it('refuses a missing sid or a bad page, and answers 404 for an unknown section', async () => {
    expect((await get(sectionSearch, '/v1/collection/section-search')).json.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'sid is required',
    })
    expect((await get(sectionSearch, '/v1/collection/section-search?sid=x&page=0')).status).toBe(400)
    const unknown = await get(sectionSearch, '/v1/collection/section-search?sid=nope&ln=is')
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toEqual({ code: 'SECTION_NOT_FOUND', message: 'Enginn hluti með auðkennið nope.' })
  })
})

describe('GET /v1/ecommerce/settings', () => {
  it("answers the currencies and the spec's ids", async () => {
    const { status, json } = await get(ecommerceSettings, '/v1/ecommerce/settings')
    expect(status).toBe(200)
    expect(json.data).toMatchObject({
      companyId: 33,
      defaultCurrency: { code: 'EUR', symbol: '€' },
      paymentCurrency: { id: 69, code: 'ISK', symbol: 'kr.', name: 'Icelandic króna' },
      defaultOffice: { id: 35, code: 'brimb1' },
      priceListId: 148,
      collections: { banners: 269, upgradeFilter: 271, popularCars: 272, carDetails: 190 },
      exchangeRates: { rates: { EUR: 1, ISK: 143.111, USD: 1.163, GBP: 0.8627 }, fallback: true },
    })
    expect((json.data.currencies as { code: string }[]).map((currency) => currency.code)).toEqual([
      'EUR',
      'ISK',
      'USD',
      'GBP',
    ])
  })
  it('needs the visitor token', async () => {
    expect((await get(ecommerceSettings, '/v1/ecommerce/settings', null)).status).toBe(401)
  })
})
