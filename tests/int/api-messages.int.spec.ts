import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type * as CarCategoriesModule from '@/server/rental/car-categories'
import { POST as calculate } from '@/app/api/renteon-booking-calculate/route'
import { POST as create } from '@/app/api/renteon-booking-create/route'
import { POST as save } from '@/app/api/renteon-booking-save/route'
import { GET as carCategories } from '@/app/api/renteon-car-categories/route'

import { bootPayload } from './payload'
import { jsonRequest, seedRentalFixture, type RentalFixture } from './rental-fixture'

const failure = vi.hoisted(() => ({ isOn: false }))

vi.mock('@/server/rental/car-categories', async (original) => {
  const real = await original<typeof CarCategoriesModule>()
  return {
    ...real,
    listCarCategories: (...args: Parameters<typeof real.listCarCategories>) => {
      if (failure.isOn) throw new Error('categories store exploded')
      return real.listCarCategories(...args)
    },
  }
})

type Json = { success: boolean; error?: { code: string; message: string; detail?: string } }

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
})

async function call(handler: (request: Request) => Promise<Response>, body: unknown, method: 'GET' | 'POST' = 'POST') {
  const response = await handler(jsonRequest({ path: '/api/x?locale=de', body, method }))
  return { status: response.status, json: (await response.json()) as Json }
}

const rental = { OfficeOutId: 'brimb1', DateOut: '2027-03-01T12:00', DateIn: '2027-03-04T12:00' }

describe('the SPEC §8 messages where their situations occur', () => {
  it("'No current booking to save' for a save that names no booking at all", async () => {
    for (const body of [{}, { locale: 'en' }, { BookingId: '', client: null }]) {
      const refused = await call(save, body)
      expect(refused.status).toBe(400)
      expect(refused.json.error).toEqual({ code: 'NO_BOOKING_TO_SAVE', message: 'No current booking to save' })
    }
    const german = await call(save, { locale: 'de' })
    expect(german.json.error?.message).toBe('Keine aktuelle Buchung zum Speichern.')
    // A booking described without its id is still SPEC §5's message.
    const withoutId = await call(save, { VoucherNumber: 'ABCDEFGHJKMN' })
    expect(withoutId.json.error?.code).toBe('NO_TEMPORARY_BOOKING')
  })

  it("'Car categories API call failed' when the car categories cannot be read", async () => {
    const working = await call(carCategories, undefined, 'GET')
    expect(working.status).toBe(200)
    failure.isOn = true
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const failed = await call(carCategories, undefined, 'GET')
      expect(failed.status).toBe(502)
      expect(failed.json).toEqual({
        success: false,
        error: {
          code: 'CATEGORIES_ERROR',
          message: 'Die Fahrzeugkategorien konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
          detail: 'Der Abruf der Fahrzeugkategorien ist fehlgeschlagen.',
        },
      })
      const english = await carCategories(jsonRequest({ path: '/api/renteon-car-categories', method: 'GET' }))
      expect(((await english.json()) as Json).error).toEqual({
        code: 'CATEGORIES_ERROR',
        message: 'Unable to fetch car categories. Please try again.',
        detail: 'Car categories API call failed',
      })
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('[api renteon-car-categories]'))
    } finally {
      failure.isOn = false
      errors.mockRestore()
    }
  })

  it("'No car categories available. Please search for cars first.' when no car is offered at all", async () => {
    const before = await call(calculate, { ...rental, CarCategoryId: fleet.categoryIds.suv })
    expect(before.status).toBe(200)
    const { docs } = await payload.find({ collection: 'car-categories', limit: 0, pagination: false })
    for (const category of docs) {
      await payload.update({ collection: 'car-categories', id: category.id, data: { isActive: false } })
    }
    // The rental catalogue is re-read once its version check (a second at most) sees the change.
    await expect
      .poll(async () => (await call(calculate, { ...rental, CarCategoryId: fleet.categoryIds.suv })).status, {
        timeout: 5_000,
      })
      .toBe(409)
    for (const handler of [create, calculate]) {
      const refused = await call(handler, { ...rental, CarCategoryId: fleet.categoryIds.suv, locale: 'en' })
      expect(refused.status).toBe(409)
      expect(refused.json.error).toEqual({
        code: 'NO_CAR_CATEGORIES',
        message: 'No car categories available. Please search for cars first.',
      })
    }
    const french = await call(create, { ...rental, CarCategoryId: fleet.categoryIds.suv, locale: 'fr' })
    expect(french.json.error?.message).toBe(
      'Aucune catégorie de voiture disponible. Veuillez d’abord rechercher des voitures.',
    )
  })
})
