import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as availability } from '@/app/api/renteon-availability/route'
import { POST as calculate } from '@/app/api/renteon-booking-calculate/route'
import { POST as create } from '@/app/api/renteon-booking-create/route'
import { FALLBACK_RATES } from '@/domain/money/exchange-rates'

import { bootPayload } from './payload'
import { jsonRequest, seedRentalFixture, type RentalFixture } from './rental-fixture'

type Json = Record<string, unknown> & {
  success: boolean
  data: Record<string, unknown>
  error?: { code: string; message: string }
}
type Car = {
  id: number
  currency: string
  Currency: string
  totalAmount: number
  Amount: number
  pricing: { payNow: { totalAmount: number }; payOnPickup: { totalAmount: number } }
}

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
})

async function call(handler: (request: Request) => Promise<Response>, body: unknown, headers?: Record<string, string>) {
  const request = jsonRequest({ path: '/api/x', body })
  for (const [name, value] of Object.entries(headers ?? {})) request.headers.set(name, value)
  const response = await handler(request)
  return { status: response.status, json: (await response.json()) as Json }
}

const search = { OfficeOutId: 'brimb1', DateTimeOut: '2027-03-01T12:00', DateTimeIn: '2027-03-05T12:00', driverAge: 30 }
const rental = { OfficeOutId: 'brimb1', DateOut: '2027-03-01T12:00', DateIn: '2027-03-05T12:00' }

async function suvIn(currency?: string): Promise<Car> {
  const found = await call(availability, currency ? { ...search, currency } : search)
  expect(found.status).toBe(200)
  const car = (found.json.data.carCategories as Car[]).find((candidate) => candidate.id === fleet.categoryIds.suv)
  if (!car) throw new Error('the SUV is not offered')
  return car
}

describe('the booking API answers in the asked currency (SPEC §7 currency)', () => {
  it('prices availability in EUR by default and in ISK, USD or GBP when asked, at the site rates', async () => {
    const eur = await suvIn()
    expect(eur).toMatchObject({ currency: 'EUR', Currency: 'EUR', totalAmount: 306 })
    for (const currency of ['ISK', 'usd', 'GBP'] as const) {
      const code = currency.toUpperCase() as 'ISK' | 'USD' | 'GBP'
      const car = await suvIn(currency)
      expect(car.currency).toBe(code)
      expect(car.Currency).toBe(code)
      const expected = Math.round(306 * FALLBACK_RATES[code] * 100) / 100
      expect(car.totalAmount).toBeCloseTo(expected, 2)
      expect(car.pricing.payNow.totalAmount).toBeCloseTo(expected, 2)
      expect(car.Amount).toBeCloseTo(Math.round(eur.Amount * FALLBACK_RATES[code] * 100) / 100, 2)
      expect(car.pricing.payOnPickup.totalAmount).toBeGreaterThan(car.pricing.payNow.totalAmount)
    }
  })

  it('refuses a currency it does not answer in with a translated 400, on every call that takes one', async () => {
    const refused = await call(availability, { ...search, currency: 'JPY' })
    expect(refused.status).toBe(400)
    expect(refused.json.success).toBe(false)
    expect(refused.json.error).toMatchObject({
      code: 'UNSUPPORTED_CURRENCY',
      message: 'Currency JPY is not supported. Use one of EUR, ISK, USD, GBP.',
    })
    const german = await call(availability, { ...search, currency: 'XYZ', locale: 'de' })
    expect(german.json.error?.message).toBe(
      'Die Währung XYZ wird nicht unterstützt. Verwenden Sie eine von EUR, ISK, USD, GBP.',
    )
    const icelandic = await call(availability, { ...search, currency: 'jpy' }, { 'accept-language': 'is' })
    expect(icelandic.json.error?.message).toBe('Gjaldmiðillinn jpy er ekki studdur. Notaðu einn af EUR, ISK, USD, GBP.')

    const heldBefore = await payload.count({ collection: 'bookings' })
    const notHeld = await call(create, { ...rental, CarCategoryId: fleet.categoryIds.suv, Currency: 'CHF' })
    expect(notHeld.status).toBe(400)
    expect(notHeld.json.error?.code).toBe('UNSUPPORTED_CURRENCY')
    expect((await payload.count({ collection: 'bookings' })).totalDocs).toBe(heldBefore.totalDocs)
    const notPriced = await call(calculate, { ...rental, CarCategoryId: fleet.categoryIds.suv, Currency: 'SEK' })
    expect(notPriced.status).toBe(400)
    expect(notPriced.json.error?.code).toBe('UNSUPPORTED_CURRENCY')
  })

  it('answers create and calculate in the asked Currency while the booking keeps its own', async () => {
    const quote = await call(calculate, { ...rental, CarCategoryId: fleet.categoryIds.suv, Currency: 'ISK' })
    expect(quote.status).toBe(200)
    expect(quote.json.data).toMatchObject({ Currency: 'ISK', BookingCurrency: 'EUR' })
    expect(quote.json.data.Total).toBeCloseTo(Math.round(306 * FALLBACK_RATES.ISK * 100) / 100, 2)
    const services = quote.json.data.Services as { Currency: string }[]
    expect(services.every((line) => line.Currency === 'ISK')).toBe(true)

    const held = await call(create, { ...rental, CarCategoryId: fleet.categoryIds.suv, Currency: 'GBP' })
    expect(held.status).toBe(200)
    expect(held.json.data).toMatchObject({ Currency: 'GBP', BookingCurrency: 'EUR' })
    expect(held.json.data.Total).toBeCloseTo(Math.round(306 * FALLBACK_RATES.GBP * 100) / 100, 2)
    const stored = await payload.findByID({ collection: 'bookings', id: held.json.bookingId as number })
    expect(stored.currency).toBe('EUR')

    const recalculated = await call(calculate, {
      BookingId: held.json.bookingId,
      VoucherNumber: held.json.data.VoucherNumber,
      Currency: 'USD',
    })
    expect(recalculated.status).toBe(200)
    expect(recalculated.json.data).toMatchObject({ Currency: 'USD', BookingCurrency: 'EUR' })

    const plain = await call(calculate, { ...rental, CarCategoryId: fleet.categoryIds.suv })
    expect(plain.json.data).toMatchObject({ Currency: 'EUR', Total: 306 })
    expect(plain.json.data).not.toHaveProperty('BookingCurrency')
  })
})
