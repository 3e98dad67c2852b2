import type { Payload } from 'payload'

import { randomInt, randomUUID } from 'node:crypto'

import { issueToken } from '@/server/auth/visitor-tokens'
import { holderOf, type Holder } from '@/server/rental/holder'
import { ADDRESS_CHAIN_HEADER } from '@/server/security/client-ip'

/** A small fleet for the rental integration tests: two offices, three categories, services, promos. */
export type RentalFixture = {
  readonly officeIds: { readonly airport: number; readonly city: number }
  readonly categoryIds: { readonly economy: number; readonly suv: number; readonly van: number }
}

const ALWAYS_OPEN = { opensAt: '00:00', closesAt: '23:59' }
const DAY_HOURS = { opensAt: '08:00', closesAt: '18:00' }
const week = (hours: { opensAt: string; closesAt: string }) => ({
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
  saturday: hours,
  sunday: hours,
})

/** Per-day cents for the four duration bands (1-2, 3-6, 7-13, 14+ days). */
const RATES = { economy: [5000, 4500, 4000, 3500], suv: [9000, 8500, 8000, 7500], van: [12000, 11000, 10000, 9000] }

export async function seedRentalFixture(
  payload: Payload,
  units: { economy: number; suv: number; van: number } = { economy: 2, suv: 1, van: 1 },
): Promise<RentalFixture> {
  const airport = await payload.create({
    collection: 'offices',
    data: { code: 'brimb1', name: 'Keflavík Airport', openingTimes: [{ hours: week(ALWAYS_OPEN) }] },
  })
  const city = await payload.create({
    collection: 'offices',
    data: { code: 'rvk1', name: 'Reykjavík', openingTimes: [{ hours: week(DAY_HOURS), closedWeekdays: ['sunday'] }] },
  })
  const category = (data: { model: string; acrissCode: string; seats: number; sortOrder: number }) =>
    payload.create({
      collection: 'car-categories',
      data: {
        model: data.model,
        displayName: `${data.model} or similar`,
        acrissCode: data.acrissCode,
        size: data.seats > 5 ? 'large' : 'standard',
        passengerCount: data.seats,
        baggageCount: 2,
        doorCount: 5,
        fuelTypes: ['Petrol'],
        driveType: data.acrissCode.startsWith('I') ? '4WD' : undefined,
        features: [{ text: 'Air conditioning' }],
        mileagePolicy: 'unlimited',
        fuelPolicy: 'fullToFull',
        whenSoldOut: data.model === 'Kia Picanto' ? 'on-request' : 'hide',
        sortOrder: data.sortOrder,
      },
    })
  const economy = await category({ model: 'Kia Picanto', acrissCode: 'EDMR', seats: 4, sortOrder: 10 })
  const suv = await category({ model: 'Dacia Duster', acrissCode: 'IFMR', seats: 5, sortOrder: 20 })
  const van = await category({ model: 'Toyota Proace', acrissCode: 'FVMR', seats: 9, sortOrder: 30 })
  await seedUnits({ payload, categoryId: economy.id, officeId: airport.id, count: units.economy, prefix: 'EC' })
  await seedUnits({ payload, categoryId: suv.id, officeId: airport.id, count: units.suv, prefix: 'SU' })
  await seedUnits({ payload, categoryId: van.id, officeId: airport.id, count: units.van, prefix: 'VA' })
  await payload.create({
    collection: 'vehicles',
    data: { registration: 'MA999', carCategory: suv.id, office: airport.id, status: 'maintenance' },
  })
  await payload.create({
    collection: 'price-lists',
    data: {
      code: 148,
      name: 'Test list',
      currency: 'EUR',
      isDefault: true,
      durationBands: [
        { minDays: 1, maxDays: 2 },
        { minDays: 3, maxDays: 6 },
        { minDays: 7, maxDays: 13 },
        { minDays: 14, maxDays: null },
      ],
      seasons: [{ name: 'all', from: '2026-01-01', to: '2028-12-31' }],
      rates: [
        { carCategory: economy.id, season: 'all', dailyAmounts: RATES.economy },
        { carCategory: suv.id, season: 'all', dailyAmounts: RATES.suv },
        { carCategory: van.id, season: 'all', dailyAmounts: RATES.van },
      ],
    },
  })
  await seedServices(payload)
  await payload.create({ collection: 'promo-codes', data: { code: 'SAVE20', kind: 'percentage', value: 20 } })
  return {
    officeIds: { airport: airport.id, city: city.id },
    categoryIds: { economy: economy.id, suv: suv.id, van: van.id },
  }
}

async function seedUnits(params: {
  payload: Payload
  categoryId: number
  officeId: number
  count: number
  prefix: string
}) {
  for (let unit = 0; unit < params.count; unit += 1) {
    await params.payload.create({
      collection: 'vehicles',
      data: {
        registration: `${params.prefix}${String(100 + unit)}`,
        carCategory: params.categoryId,
        office: params.officeId,
        status: 'inService',
      },
    })
  }
}

type ServiceSeed = {
  code: number
  key: string
  name: string
  group: 'protection' | 'additional' | 'extra' | 'fee'
  pricing?: 'perDay' | 'perRental'
  unitPrice: number
  maxQuantity?: number
  isMaxOne?: boolean
  isMandatory?: boolean
  ageBandFees?: { ageBand: '21' | '19'; amount: number }[]
}

const SERVICES: readonly ServiceSeed[] = [
  { code: 8, key: 'basic', name: 'Basic Protection', group: 'protection', unitPrice: 0, isMaxOne: true },
  { code: 10, key: 'basicLarge', name: 'Basic Protection (Large)', group: 'protection', unitPrice: 0, isMaxOne: true },
  { code: 9, key: 'standard', name: 'Standard Protection', group: 'protection', unitPrice: 1500, isMaxOne: true },
  {
    code: 11,
    key: 'standardLarge',
    name: 'Standard Protection (Large)',
    group: 'protection',
    unitPrice: 2500,
    isMaxOne: true,
  },
  { code: 12, key: 'premium', name: 'Premium Protection', group: 'protection', unitPrice: 3000, isMaxOne: true },
  {
    code: 14,
    key: 'premiumLarge',
    name: 'Premium Protection (Large)',
    group: 'protection',
    unitPrice: 4500,
    isMaxOne: true,
  },
  {
    code: 17,
    key: 'sandAndAsh',
    name: 'Sand and Ash Protection',
    group: 'additional',
    unitPrice: 1000,
    isMaxOne: true,
  },
  { code: 501, key: 'gps', name: 'GPS', group: 'extra', unitPrice: 700, isMaxOne: true },
  { code: 502, key: 'childSeat', name: 'Child seat', group: 'extra', unitPrice: 800, maxQuantity: 2 },
  {
    code: 504,
    key: 'additionalDriver',
    name: 'Additional driver',
    group: 'extra',
    pricing: 'perRental',
    unitPrice: 3000,
    maxQuantity: 3,
  },
  {
    code: 13,
    key: 'youngDriverFee',
    name: 'Young driver fee',
    group: 'fee',
    unitPrice: 0,
    isMandatory: true,
    ageBandFees: [
      { ageBand: '21', amount: 1500 },
      { ageBand: '19', amount: 2500 },
    ],
  },
  {
    code: 16,
    key: 'outOfHoursFee',
    name: 'Out-of-hours fee',
    group: 'fee',
    pricing: 'perRental',
    unitPrice: 4000,
    isMandatory: true,
  },
]

async function seedServices(payload: Payload): Promise<void> {
  for (const [at, service] of SERVICES.entries()) {
    await payload.create({
      collection: 'services',
      data: {
        ...service,
        pricing: service.pricing ?? 'perDay',
        maxQuantity: service.maxQuantity ?? 1,
        sortOrder: at,
      },
    })
  }
}

/**
 * A visitor access token, as POST /v2/auth/login would give: a session of its own unless named, so
 * tests that are not about the hold limits never reach them.
 */
export function visitorToken(clientId = 'int-tests', sessionId: string = randomUUID()): string {
  return issueToken({ kind: 'access', clientId, sessionId, isRemembered: false, now: Date.now() }).token
}

/** A client address from a range of its own per call (TEST-NET blocks are too small to share). */
export function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`
}

/** A holder for the engine's use cases: a session and an address of its own unless given. */
export function testHolder(params: { sessionId?: string; clientIp?: string } = {}): Holder {
  return holderOf({
    sessionId: params.sessionId ?? `test:${randomUUID()}`,
    clientIp: params.clientIp ?? randomClientIp(),
  })
}

/**
 * A JSON request to a route handler, with a visitor token unless `token` is null, from a client
 * address of its own unless `clientIp` names one (the header our server sets, see client-ip.ts).
 */
export function jsonRequest(params: {
  path: string
  body?: unknown
  method?: 'GET' | 'POST'
  token?: string | null
  rawBody?: string
  /** null: no address header, as under `next dev` or a bare `next start`. */
  clientIp?: string | null
  headers?: Record<string, string>
}): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...params.headers }
  if (params.clientIp !== null) headers[ADDRESS_CHAIN_HEADER] = params.clientIp ?? randomClientIp()
  const token = params.token === undefined ? visitorToken() : params.token
  if (token !== null) headers.authorization = `Bearer ${token}`
  const method = params.method ?? 'POST'
  const body = method === 'GET' ? undefined : (params.rawBody ?? JSON.stringify(params.body ?? {}))
  return new Request(`http://localhost${params.path}`, { method, headers, body })
}
