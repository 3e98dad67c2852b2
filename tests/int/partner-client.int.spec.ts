import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createPartnerClient, type PartnerClient } from '../../clients/partner-api'
import { clientDocument } from '../../scripts/openapi/client-source'
import { POST as pay } from '@/app/api/payments/route'
import { POST as availability } from '@/app/api/renteon-availability/route'
import { POST as create } from '@/app/api/renteon-booking-create/route'
import { POST as save } from '@/app/api/renteon-booking-save/route'
import { PUT as putDrivers } from '@/app/v1/reservations/[number]/drivers/route'
import { PUT as putPayment } from '@/app/v1/reservations/[number]/payment/route'
import { GET as openapi } from '@/app/v1/openapi.json/route'
import { ADDRESS_CHAIN_HEADER } from '@/server/security/client-ip'

import { flushUsage } from '@/server/partners/usage'

import { bootPayload } from './payload'
import { partnerKey } from './partner-fixture'
import { TEST_CARDS, TEST_CVC } from './payments-fixture'
import { randomClientIp, seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 5, suv: 1, van: 1 })
})

// Counts still in memory are written before the file's database goes.
afterAll(() => flushUsage())

type Handler = (request: Request) => Promise<Response>

/** The routes the partner flow calls, by method and path pattern: the server without its HTTP layer. */
const ROUTES: readonly { method: string; pattern: RegExp; handler: Handler }[] = [
  { method: 'POST', pattern: /^\/api\/renteon-availability$/, handler: availability },
  { method: 'POST', pattern: /^\/api\/renteon-booking-create$/, handler: create },
  { method: 'POST', pattern: /^\/api\/renteon-booking-save$/, handler: save },
  { method: 'POST', pattern: /^\/api\/payments$/, handler: pay },
  { method: 'PUT', pattern: /^\/v1\/reservations\/[^/]+\/drivers$/, handler: putDrivers },
  { method: 'PUT', pattern: /^\/v1\/reservations\/[^/]+\/payment$/, handler: putPayment },
]

/** fetch for the client: each request goes to its route handler, from one partner address. */
function routeFetch(clientIp: string) {
  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname
    const route = ROUTES.find((entry) => entry.method === request.method && entry.pattern.test(path))
    if (!route) return Response.json({ success: false, error: { code: 'NO_ROUTE', message: path } }, { status: 404 })
    const headers = new Headers(request.headers)
    headers.set(ADDRESS_CHAIN_HEADER, clientIp)
    const body = request.method === 'GET' ? undefined : await request.text()
    return route.handler(new Request(request.url, { method: request.method, headers, body }))
  }
}

function clientFor(apiKey: string): PartnerClient {
  return createPartnerClient({ baseUrl: 'http://localhost', apiKey, fetch: routeFetch(randomClientIp()) })
}

describe('the typed partner client (generated from /v1/openapi.json)', () => {
  it('books, changes and pays a booking as a partner with an API key', async () => {
    const { key } = await partnerKey(payload, { scopes: ['availability', 'book', 'manage', 'payments'] })
    const client = clientFor(key)
    const dates = { DateOut: '2027-09-14T12:00', DateIn: '2027-09-17T12:00' }

    const found = await client.POST('/api/renteon-availability', {
      body: { OfficeOutId: 'brimb1', DateTimeOut: dates.DateOut, DateTimeIn: dates.DateIn, currency: 'ISK' },
    })
    expect(found.response.status).toBe(200)
    const economy = found.data?.data.carCategories.find(
      (category) => category.CarCategoryId === fleet.categoryIds.economy,
    )
    expect(economy?.rateStatus).toBe('AVAILABLE')

    const held = await client.POST('/api/renteon-booking-create', {
      body: { OfficeOutId: 'brimb1', OfficeInId: 'brimb1', ...dates, CarCategoryId: fleet.categoryIds.economy },
    })
    expect(held.response.status).toBe(200)
    const temporary = held.data?.data
    expect(temporary?.Status).toBe('held')

    const saved = await client.POST('/api/renteon-booking-save', {
      body: {
        BookingId: temporary?.BookingId ?? 0,
        voucher: temporary?.VoucherNumber ?? '',
        client: {
          firstName: 'Anna',
          lastName: 'Jonsdottir',
          email: 'anna@example.com',
          phone: '+354 555 0000',
          country: 'is',
        },
        drivers: [{ firstName: 'Anna', lastName: 'Jonsdottir', licenseNumber: 'IS-9', expiry: null }],
        paymentType: 'payNow',
        locale: 'en',
      },
    })
    expect(saved.response.status).toBe(200)
    const number = saved.data?.bookingNumber ?? ''
    expect(number).toMatch(/^VG-\d+$/)

    const changed = await client.PUT('/v1/reservations/{number}/drivers', {
      params: { path: { number }, query: { lastname: 'Jonsdottir' } },
      body: {
        drivers: [
          { firstName: 'Anna', lastName: 'Jonsdottir', licenseNumber: 'IS-9', expiry: null },
          { firstName: 'Bjorn', lastName: 'Jonsson', licenseNumber: 'IS-10', expiry: '2032-01-01', isAdditional: true },
        ],
      },
    })
    expect(changed.response.status).toBe(200)
    expect(changed.data?.data.Booking_Drivers?.map((driver) => driver.firstName)).toEqual(['Anna', 'Bjorn'])

    const paid = await client.POST('/api/payments', {
      params: { header: { 'Idempotency-Key': `partner-${randomUUID()}` } },
      body: {
        BookingId: temporary?.BookingId ?? 0,
        VoucherNumber: temporary?.VoucherNumber ?? '',
        card: { cardNumber: TEST_CARDS.success, cvc: TEST_CVC, expiry: '12/2030', cardholderName: 'Anna Jonsdottir' },
      },
    })
    expect(paid.response.status).toBe(200)
    expect(paid.data?.data).toMatchObject({ status: 'COLLECTED', outcome: 'success', bookingNumber: number })

    const told = await client.PUT('/v1/reservations/{number}/payment', {
      params: { path: { number } },
      body: { transactionId: paid.data?.data.reference ?? '' },
    })
    expect(told.response.status).toBe(200)
    expect(told.data?.data.booking.balance).toBe(0)
    const stored = await payload.findByID({ collection: 'bookings', id: temporary?.BookingId ?? 0 })
    expect(stored.drivers).toHaveLength(2)
    expect(stored.totals?.totalPaid).toBe(stored.totals?.total)
  })

  it('reads the refusals in the shape the document gives', async () => {
    const { key } = await partnerKey(payload, { scopes: ['availability'] })
    const refused = await clientFor(key).POST('/api/renteon-booking-create', {
      body: { OfficeOutId: 'brimb1', DateOut: '2027-09-20T12:00', DateIn: '2027-09-22T12:00', CarCategoryId: 1 },
    })
    expect(refused.response.status).toBe(403)
    expect(refused.error?.error.code).toBe('API_KEY_SCOPE_MISSING')
    // The document the client was made from is served as the committed types were generated from it.
    const served = (await (await openapi()).json()) as { openapi: string; paths: Record<string, unknown> }
    expect(served.openapi).toBe('3.1.0')
    expect(Object.keys(served.paths)).toEqual(Object.keys(clientDocument().paths))
  })
})
