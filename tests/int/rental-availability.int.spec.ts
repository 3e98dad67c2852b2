import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { searchAvailability } from '@/server/rental/availability'

import { bootPayload } from './payload'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture
const now = new Date('2027-01-10T09:00:00Z')

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
})

const query = (overrides: Partial<Parameters<typeof searchAvailability>[0]['query']> = {}) => ({
  officeOut: 'brimb1',
  officeIn: 'brimb1',
  pickupAt: new Date('2027-02-01T12:00:00Z'),
  returnAt: new Date('2027-02-04T12:00:00Z'),
  driverAge: 25,
  locale: 'en' as const,
  ...overrides,
})

describe('availability search', () => {
  it('prices every category with a free unit, by sort order', async () => {
    const result = await searchAvailability({ payload, query: query(), now })
    expect(result.isOk).toBe(true)
    if (!result.isOk) return
    expect(result.value.map((car) => car.model)).toEqual(['Kia Picanto', 'Dacia Duster', 'Toyota Proace'])
    const picanto = result.value[0]!
    expect(picanto.id).toBe(fleet.categoryIds.economy)
    expect(picanto.days).toBe(3)
    expect(picanto.rateStatus).toBe('AVAILABLE')
    // 3 days at 45.00, less 10% for paying now.
    expect(picanto.pricing.payOnPickup.vehicleRentalAmount).toBe(135)
    expect(picanto.pricing.payNow.vehicleRentalAmount).toBe(121.5)
    expect(picanto.pricing.payOnPickup.payLocallyFee).toBe(13.5)
    expect(picanto.Amount).toBe(121.5)
    expect(picanto.totalAmount).toBe(121.5)
    expect(picanto.mandatoryItems).toEqual({ isYoungPrice: false, isOutOfHours: false })
    expect(picanto.Groups).toEqual([{ name: 'Economy cars', TypeName: 'Economy' }])
    expect(picanto.driveType).toBe('FWD')
    expect(picanto.features).toEqual(['Air conditioning'])
  })

  it('adds the young-driver and out-of-hours fees', async () => {
    const result = await searchAvailability({
      payload,
      query: query({ officeOut: 'rvk1', officeIn: 'rvk1', pickupAt: new Date('2027-02-01T06:00:00Z'), driverAge: 20 }),
      now,
    })
    expect(result.isOk).toBe(true)
    if (!result.isOk) return
    // No unit lives at the city office: only the on-request economy category is offered.
    expect(result.value.map((car) => [car.model, car.rateStatus])).toEqual([['Kia Picanto', 'ON_REQUEST']])
    const picanto = result.value[0]!
    expect(picanto.mandatoryItems).toEqual({ isYoungPrice: true, isOutOfHours: true })
    // Young driver 25.00 x 4 days, out of hours 40.00 once.
    expect(picanto.extraPrice).toBe(140)
  })

  it('applies a promo code', async () => {
    const result = await searchAvailability({ payload, query: query({ promo: 'save20' }), now })
    if (!result.isOk) throw new Error(result.error.message)
    const picanto = result.value[0]!
    expect(picanto.isPromoApplied).toBe(true)
    expect(picanto.promoDiscount).toBe(27)
    expect(picanto.pricing.payOnPickup.vehicleRentalAmount).toBe(108)
  })

  it('refuses a return before the pickup, a past pickup and an unknown office', async () => {
    const backwards = await searchAvailability({
      payload,
      query: query({ returnAt: new Date('2027-01-31T12:00:00Z') }),
      now,
    })
    expect(!backwards.isOk && backwards.error.code).toBe('RETURN_BEFORE_PICKUP')
    const past = await searchAvailability({
      payload,
      query: query({ pickupAt: new Date('2027-01-01T12:00:00Z') }),
      now,
    })
    expect(!past.isOk && past.error.code).toBe('PICKUP_IN_PAST')
    const nowhere = await searchAvailability({ payload, query: query({ officeOut: 'nowhere' }), now })
    expect(!nowhere.isOk && nowhere.error.message).toBe('Office nowhere not found.')
  })
})
