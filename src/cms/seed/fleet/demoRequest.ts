import { storedBookingType, BOOKING_TYPE } from '../../../domain/booking/booking-type'
import { newVoucherNumber } from '../../../domain/booking/voucher'
import { DEFAULT_PRICE_LIST_ID } from '../../../domain/pricing/price-list'
import { KEFLAVIK_AIRPORT_ID } from '../../../domain/search/search-defaults'
import type { SeedRun } from '../types'
import { CATEGORY_SEEDS } from './categories.data'
import { bandAmounts, SEASONS } from './priceList'
import { idAt, SEED_WRITE } from './run'

const DAY_MS = 86_400_000

/** Days from the seed to the demo request's pickup, and its length: before the end-to-end tests' trips (30+ days). */
const PICKUP_IN_DAYS = 14
const RENTAL_DAYS = 7

/** Icelandic VAT, included in the price. */
const VAT_PERCENT = 24

/** Its own number, below the counter the rental engine starts at (VG-100001). */
const DEMO_REQUEST_NUMBER = 'VG-099001'

/**
 * A booking request of a fictional customer for the category offered on request (the Land Rover
 * Discovery, whose only unit at Keflavík it occupies): for a week two weeks after the seed, that
 * car is offered "on request" on the site, so the request flow can be tried; staff see the request
 * in the admin, with its Confirm request and Decline request controls. Returns how many it made.
 */
export async function seedDemoRequest(params: {
  run: SeedRun
  categoryIds: readonly number[]
  officeIds: ReadonlyMap<string, number>
  now?: Date
}): Promise<number> {
  const { run, categoryIds, officeIds } = params
  const at = CATEGORY_SEEDS.findIndex((seed) => seed.whenSoldOut === 'on-request')
  const seed = CATEGORY_SEEDS[at]
  const airport = officeIds.get(KEFLAVIK_AIRPORT_ID)
  if (!seed || airport === undefined) return 0
  const today = (params.now ?? new Date()).toISOString().slice(0, 10)
  const pickup = new Date(Date.parse(`${today}T12:00:00.000Z`) + PICKUP_IN_DAYS * DAY_MS)
  const dropoff = new Date(pickup.getTime() + RENTAL_DAYS * DAY_MS)
  const day = pickup.toISOString().slice(0, 10)
  const season = SEASONS.find((range) => range.from <= day && day <= range.to)?.name ?? 'low'
  const perDay = bandAmounts(seed.rates[season])[2] ?? 0
  const total = perDay * RENTAL_DAYS
  await run.payload.create({
    collection: 'bookings',
    req: run.req,
    ...SEED_WRITE,
    data: {
      number: DEMO_REQUEST_NUMBER,
      voucherNumber: newVoucherNumber(),
      status: 'requested',
      onRequest: true,
      bookingType: storedBookingType(BOOKING_TYPE.PAY_AT_PICKUP),
      carCategory: idAt(categoryIds, at, seed.model),
      officeOut: airport,
      officeIn: airport,
      dateOut: pickup.toISOString(),
      dateIn: dropoff.toISOString(),
      priceListId: DEFAULT_PRICE_LIST_ID,
      currency: 'EUR',
      driverAge: 41,
      locale: 'en',
      client: { firstName: 'Anna', lastName: 'Example', email: 'anna.example@example.com', country: 'GB' },
      drivers: [{ firstName: 'Anna', lastName: 'Example' }],
      totals: {
        total,
        totalRent: total,
        totalAddition: 0,
        totalInsurance: 0,
        totalVat: Math.round((total * VAT_PERCENT) / (100 + VAT_PERCENT)),
        totalPaid: 0,
        maximumPaymentAmount: total,
      },
    },
  })
  return 1
}
