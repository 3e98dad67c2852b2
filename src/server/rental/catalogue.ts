import 'server-only'

import type { Payload, Where } from 'payload'

import { fail, type Result } from '@/domain/errors/result'
import { domainError } from '@/domain/errors/errors'
import { isSamePromoCode, type PromoCode } from '@/domain/pricing/promo'
import type { AgeRules } from '@/domain/booking/minimum-age'
import type { PriceList } from '@/domain/pricing/price-list'
import type { Locale } from '@/i18n/locales'

import { cachedRead } from './catalogue-cache'
import { toRentalCategory, type RentalCategory } from './mappers/category'
import { toRentalOffice, type RentalOffice } from './mappers/office'
import { toDomainPriceList } from './mappers/price-list'
import { toDomainPromo } from './mappers/promo'
import { toAgeRules } from './mappers/age-rules'
import { toRentalServices, type RentalService } from './mappers/service'

/** The office fields a rental office is made of (`toRentalOffice`). */
const OFFICE_FIELDS = {
  code: true,
  name: true,
  iataCode: true,
  isAirport: true,
  openingTimes: true,
  holidays: true,
  pickupInstructions: true,
  returnInstructions: true,
  outOfHours: { pickupInstructions: true, returnInstructions: true, helpPhone: true },
} as const

/** Every office in its sort order (the search box and the car-info API offer them all). */
export function listOffices(params: { payload: Payload; locale: Locale }): Promise<RentalOffice[]> {
  return cachedRead({ payload: params.payload, key: `offices:${params.locale}`, load: () => loadOffices(params) })
}

async function loadOffices(params: { payload: Payload; locale: Locale }): Promise<RentalOffice[]> {
  const { docs } = await params.payload.find({
    collection: 'offices',
    locale: params.locale,
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'sortOrder',
    select: OFFICE_FIELDS,
  })
  return docs.map(toRentalOffice)
}

/** Office by its API id: the office code (e.g. 'brimb1'), or its numeric id. */
export function findOffice(params: {
  payload: Payload
  ref: string | number
  locale: Locale
}): Promise<Result<RentalOffice>> {
  const key = `office:${params.locale}:${typeof params.ref}:${params.ref}`
  return cachedRead({ payload: params.payload, key, load: () => loadOffice(params) })
}

async function loadOffice(params: {
  payload: Payload
  ref: string | number
  locale: Locale
}): Promise<Result<RentalOffice>> {
  const { payload, ref, locale } = params
  const where: Where =
    typeof ref === 'number' ? { id: { equals: ref } } : { code: { equals: ref.trim().toLowerCase() } }
  const { docs } = await payload.find({
    collection: 'offices',
    where,
    locale,
    limit: 1,
    depth: 0,
    pagination: false,
    select: OFFICE_FIELDS,
  })
  const doc = docs[0]
  return doc ? { isOk: true, value: toRentalOffice(doc) } : fail(domainError('OFFICE_NOT_FOUND', { id: ref }))
}

/** A media URL is derived from its file name, so both are read; the card shows the small size. */
const CATEGORY_PICTURE = { media: { url: true, filename: true, sizes: true } } as const

/** Active car categories, by sort order, with their first picture. */
export function activeCategories(params: { payload: Payload; locale: Locale }): Promise<RentalCategory[]> {
  const key = `categories:${params.locale}`
  return cachedRead({ payload: params.payload, key, load: () => loadCategories(params) })
}

async function loadCategories(params: { payload: Payload; locale: Locale }): Promise<RentalCategory[]> {
  const { docs } = await params.payload.find({
    collection: 'car-categories',
    where: { isActive: { equals: true } },
    locale: params.locale,
    depth: 1,
    limit: 0,
    pagination: false,
    sort: 'sortOrder',
    populate: CATEGORY_PICTURE,
  })
  return docs.map(toRentalCategory)
}

/** Active services, by sort order. */
export function activeServices(params: { payload: Payload; locale: Locale }): Promise<RentalService[]> {
  const key = `services:${params.locale}`
  return cachedRead({ payload: params.payload, key, load: () => loadServices(params) })
}

async function loadServices(params: { payload: Payload; locale: Locale }): Promise<RentalService[]> {
  const { docs } = await params.payload.find({
    collection: 'services',
    where: { isActive: { equals: true } },
    locale: params.locale,
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'sortOrder',
  })
  return toRentalServices(docs)
}

/** The minimum driver ages of the Rental rules (per web category, and for every other car). */
export function ageRules(params: { payload: Payload }): Promise<AgeRules> {
  return cachedRead({ payload: params.payload, key: 'age-rules', load: () => loadAgeRules(params.payload) })
}

async function loadAgeRules(payload: Payload): Promise<AgeRules> {
  const rules = await payload.findGlobal({ slug: 'rental-rules', depth: 0 })
  return toAgeRules(rules)
}

/** What no protection covers (the Rental rules), one line each, in `locale`. */
export function neverCovered(params: { payload: Payload; locale: Locale }): Promise<readonly string[]> {
  const { payload, locale } = params
  return cachedRead({
    payload,
    key: `never-covered:${locale}`,
    load: async () => {
      const rules = await payload.findGlobal({ slug: 'rental-rules', depth: 0, locale })
      return (rules.neverCovered ?? []).map((row) => row.text.trim()).filter((text) => text !== '')
    },
  })
}

/** The price list with API id `code` (SPEC §9: 148), priced with `services`. */
export async function findPriceList(params: {
  payload: Payload
  code: number
  services: readonly RentalService[]
}): Promise<Result<PriceList>> {
  const { payload, code } = params
  const docs = await cachedRead({
    payload,
    key: `price-list:${code}`,
    load: async () =>
      (
        await payload.find({
          collection: 'price-lists',
          where: { code: { equals: code } },
          depth: 0,
          limit: 1,
          pagination: false,
        })
      ).docs,
  })
  const doc = docs[0]
  if (!doc) return fail(domainError('PRICE_LIST_NOT_FOUND', { id: params.code }))
  return { isOk: true, value: toDomainPriceList(doc, params.services) }
}

/**
 * The active promo code a visitor typed, matched without regard to case or spaces. An unknown code
 * is undefined: the quote then reports it as not applied.
 */
export async function findPromo(params: {
  payload: Payload
  code: string | undefined
}): Promise<PromoCode | undefined> {
  const code = params.code?.trim()
  if (!code) return undefined
  const payload = params.payload
  return cachedRead({ payload, key: `promo:${code.toUpperCase()}`, load: () => loadPromo(payload, code) })
}

async function loadPromo(payload: Payload, code: string): Promise<PromoCode | undefined> {
  const { docs } = await payload.find({
    collection: 'promo-codes',
    where: { and: [{ code: { equals: code.toUpperCase() } }, { isActive: { equals: true } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    select: {
      code: true,
      kind: true,
      value: true,
      currency: true,
      validFrom: true,
      validTo: true,
      carCategories: true,
    },
  })
  const doc = docs.find((candidate) => isSamePromoCode(candidate.code, code))
  return doc ? toDomainPromo(doc) : undefined
}

/** One car category by id, active or not (an old booking may be for a retired one). */
export async function findCategory(params: {
  payload: Payload
  id: number
  locale: Locale
}): Promise<RentalCategory | undefined> {
  const { docs } = await params.payload.find({
    collection: 'car-categories',
    where: { id: { equals: params.id } },
    locale: params.locale,
    depth: 1,
    limit: 1,
    pagination: false,
    populate: CATEGORY_PICTURE,
  })
  const doc = docs[0]
  return doc ? toRentalCategory(doc) : undefined
}
