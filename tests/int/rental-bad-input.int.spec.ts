import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as availability } from '@/app/api/renteon-availability/route'
import { POST as calculate } from '@/app/api/renteon-booking-calculate/route'
import { POST as create } from '@/app/api/renteon-booking-create/route'
import { POST as save } from '@/app/api/renteon-booking-save/route'
import { POST as search } from '@/app/api/renteon-booking-search/route'
import { GET as carCategories } from '@/app/api/renteon-car-categories/route'
import { POST as exbookingOpen } from '@/app/api/renteon-exbooking-open/route'
import { POST as exbookingSave } from '@/app/api/renteon-exbooking-save/route'

import { bootPayload } from './payload'
import { jsonRequest, seedRentalFixture, type RentalFixture } from './rental-fixture'

let payload: Payload
let fleet: RentalFixture

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload)
})

type Handler = (request: Request) => Promise<Response>
type Case = {
  name: string
  handler: Handler
  path: string
  body?: unknown
  rawBody?: string
  status: number
  code: string
  message: string
}

const search3Days = { OfficeOutId: 'brimb1', DateTimeOut: '2027-03-01T12:00', DateTimeIn: '2027-03-04T12:00' }
const rental = { OfficeOutId: 'brimb1', DateOut: '2027-03-01T12:00', DateIn: '2027-03-04T12:00' }
const client = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '+354 555 1234', country: 'IS' }
const huge = JSON.stringify({ ...search3Days, promo: 'x'.repeat(70 * 1024) })

const RETURN_BEFORE = 'The return date and time must be after the pickup.'
const cases = (): Case[] => [
  // availability
  {
    name: 'availability: missing field',
    handler: availability,
    path: '/api/renteon-availability',
    body: { OfficeOutId: 'brimb1', DateTimeIn: '2027-03-04T12:00' },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'DateTimeOut is required',
  },
  {
    name: 'availability: wrong type',
    handler: availability,
    path: '/api/renteon-availability',
    body: { ...search3Days, driverAge: 'old' },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Driver age is in invalid format',
  },
  {
    name: 'availability: age out of range',
    handler: availability,
    path: '/api/renteon-availability',
    body: { ...search3Days, driverAge: 12 },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Driver age is in invalid format',
  },
  {
    name: 'availability: bad date',
    handler: availability,
    path: '/api/renteon-availability',
    body: { ...search3Days, DateTimeOut: '2027-02-30T12:00' },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'DateTimeOut is in invalid format',
  },
  {
    name: 'availability: return before pickup',
    handler: availability,
    path: '/api/renteon-availability',
    body: { ...search3Days, DateTimeIn: '2027-02-28T12:00' },
    status: 400,
    code: 'RETURN_BEFORE_PICKUP',
    message: RETURN_BEFORE,
  },
  {
    name: 'availability: unknown office',
    handler: availability,
    path: '/api/renteon-availability',
    body: { ...search3Days, OfficeOutId: 'mars1' },
    status: 404,
    code: 'OFFICE_NOT_FOUND',
    message: 'Office mars1 not found.',
  },
  {
    name: 'availability: oversized body',
    handler: availability,
    path: '/api/renteon-availability',
    rawBody: huge,
    status: 413,
    code: 'REQUEST_TOO_LARGE',
    message: 'The request body is too large.',
  },
  {
    name: 'availability: not JSON',
    handler: availability,
    path: '/api/renteon-availability',
    rawBody: '{"OfficeOutId":',
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  {
    name: 'availability: an array',
    handler: availability,
    path: '/api/renteon-availability',
    body: [1, 2],
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'body is in invalid format',
  },
  // create
  {
    name: 'create: missing category',
    handler: create,
    path: '/api/renteon-booking-create',
    body: rental,
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'CarCategoryId is required',
  },
  {
    name: 'create: unknown category',
    handler: create,
    path: '/api/renteon-booking-create',
    body: { ...rental, CarCategoryId: 9999 },
    status: 404,
    code: 'CAR_CATEGORY_NOT_FOUND',
    message: 'Car category with ID 9999 not found in search results.',
  },
  {
    name: 'create: return before pickup',
    handler: create,
    path: '/api/renteon-booking-create',
    body: { ...rental, CarCategoryId: fleet.categoryIds.economy, DateIn: '2027-03-01T11:00' },
    status: 400,
    code: 'RETURN_BEFORE_PICKUP',
    message: RETURN_BEFORE,
  },
  {
    name: 'create: unknown service',
    handler: create,
    path: '/api/renteon-booking-create',
    body: { ...rental, CarCategoryId: fleet.categoryIds.economy, Services: [{ ServiceId: 777 }] },
    status: 400,
    code: 'SERVICE_NOT_OFFERED',
    message: 'Service 777 is not offered for this car.',
  },
  {
    name: 'create: wrong service type',
    handler: create,
    path: '/api/renteon-booking-create',
    body: { ...rental, CarCategoryId: fleet.categoryIds.economy, Services: 'gps' },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Services is in invalid format',
  },
  {
    name: 'create: oversized body',
    handler: create,
    path: '/api/renteon-booking-create',
    rawBody: huge,
    status: 413,
    code: 'REQUEST_TOO_LARGE',
    message: 'The request body is too large.',
  },
  // calculate
  {
    name: 'calculate: unknown temporary booking',
    handler: calculate,
    path: '/api/renteon-booking-calculate',
    body: { BookingId: 424242, VoucherNumber: 'ABCDEFGHJKMN' },
    status: 400,
    code: 'NO_BOOKING_TO_RECALCULATE',
    message: 'No current booking to recalculate',
  },
  {
    name: 'calculate: voucher missing',
    handler: calculate,
    path: '/api/renteon-booking-calculate',
    body: { BookingId: 1 },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'VoucherNumber is required',
  },
  {
    name: 'calculate: missing dates',
    handler: calculate,
    path: '/api/renteon-booking-calculate',
    body: { CarCategoryId: fleet.categoryIds.economy, OfficeOutId: 'brimb1' },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'DateOut is required',
  },
  {
    name: 'calculate: return before pickup',
    handler: calculate,
    path: '/api/renteon-booking-calculate',
    body: { ...rental, CarCategoryId: fleet.categoryIds.economy, DateIn: '2027-02-01T12:00' },
    status: 400,
    code: 'RETURN_BEFORE_PICKUP',
    message: RETURN_BEFORE,
  },
  // save
  {
    name: 'save: no temporary booking',
    handler: save,
    path: '/api/renteon-booking-save',
    body: { client },
    status: 404,
    code: 'NO_TEMPORARY_BOOKING',
    message: 'No temporary booking found. Please select a car and go through the booking flow first.',
  },
  {
    name: 'save: unknown temporary booking',
    handler: save,
    path: '/api/renteon-booking-save',
    body: { BookingId: 424242, voucher: 'ABCDEFGHJKMN', client },
    status: 404,
    code: 'NO_TEMPORARY_BOOKING',
    message: 'No temporary booking found. Please select a car and go through the booking flow first.',
  },
  {
    name: 'save: missing client field',
    handler: save,
    path: '/api/renteon-booking-save',
    body: { BookingId: 1, voucher: 'X', client: { ...client, email: undefined } },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Email is required',
  },
  {
    name: 'save: bad email',
    handler: save,
    path: '/api/renteon-booking-save',
    body: { BookingId: 1, voucher: 'X', client: { ...client, email: 'nope' } },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Invalid email',
  },
  {
    // Letters of any alphabet are names (ADR 010); digits and symbols still get the spec's message.
    name: 'save: name with digits',
    handler: save,
    path: '/api/renteon-booking-save',
    body: { BookingId: 1, voucher: 'X', client: { ...client, firstName: 'Þór2' } },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Only English letters are allowed',
  },
  {
    name: 'save: wrong booking type',
    handler: save,
    path: '/api/renteon-booking-save',
    body: { BookingId: 1, voucher: 'X', client, BookingTypeId: 7 },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'BookingTypeId is in invalid format',
  },
  {
    name: 'save: expired licence',
    handler: save,
    path: '/api/renteon-booking-save',
    body: {
      BookingId: 1,
      voucher: 'X',
      client,
      drivers: [{ firstName: 'Ann', lastName: 'Lee', licenseNumber: 'A1', expiry: '2001-01-01' }],
    },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Please select a valid expiry date or check Does not expire',
  },
  // search and existing bookings
  {
    name: 'search: no body',
    handler: search,
    path: '/api/renteon-booking-search',
    rawBody: '[]',
    status: 400,
    code: 'SEARCH_BOOKING_REQUIRED',
    message: 'renteonSearchBooking is required',
  },
  {
    name: 'search: no number',
    handler: search,
    path: '/api/renteon-booking-search',
    body: {},
    status: 400,
    code: 'SEARCH_BOOKING_NUMBER_REQUIRED',
    message: 'renteonSearchBooking.Number is required',
  },
  {
    name: 'search: wrong type',
    handler: search,
    path: '/api/renteon-booking-search',
    body: { BookingNumber: 42 },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'BookingNumber is in invalid format',
  },
  {
    name: 'search: unknown number',
    handler: search,
    path: '/api/renteon-booking-search',
    body: { BookingNumber: 'VG-999999' },
    status: 404,
    code: 'BOOKING_NOT_FOUND',
    message: 'No booking found for these details.',
  },
  {
    name: 'exbooking-open: missing last name',
    handler: exbookingOpen,
    path: '/api/renteon-exbooking-open',
    body: { VoucherNumber: 'ABCDEFGHJKMN' },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'identifier is required',
  },
  {
    name: 'exbooking-open: unknown voucher',
    handler: exbookingOpen,
    path: '/api/renteon-exbooking-open',
    body: { VoucherNumber: 'ABCDEFGHJKMN', identifier: 'Lee' },
    status: 404,
    code: 'BOOKING_NOT_FOUND',
    message: 'No booking found for these details.',
  },
  {
    name: 'exbooking-save: missing SaveModel',
    handler: exbookingSave,
    path: '/api/renteon-exbooking-save',
    body: { VoucherNumber: 'ABCDEFGHJKMN', identifier: 'Lee' },
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'SaveModel is required',
  },
  {
    name: 'exbooking-save: unknown voucher',
    handler: exbookingSave,
    path: '/api/renteon-exbooking-save',
    body: { VoucherNumber: 'ABCDEFGHJKMN', identifier: 'Lee', SaveModel: {} },
    status: 404,
    code: 'BOOKING_NOT_FOUND',
    message: 'No booking found for these details.',
  },
]

describe('bad input to the booking API', () => {
  it('is answered with a 4xx and the spec message, never a 5xx', async () => {
    const answers = []
    const expected = []
    for (const testCase of cases()) {
      const response = await testCase.handler(
        jsonRequest({
          path: testCase.path,
          body: testCase.body,
          ...(testCase.rawBody && { rawBody: testCase.rawBody }),
        }),
      )
      const body = (await response.json()) as { success: boolean; error: { code: string; message: string } }
      answers.push({
        name: testCase.name,
        success: body.success,
        status: response.status,
        code: body.error.code,
        message: body.error.message,
      })
      expected.push({
        name: testCase.name,
        success: false,
        status: testCase.status,
        code: testCase.code,
        message: testCase.message,
      })
    }
    expect(answers).toEqual(expected)
  })

  it("answers in the language the body's locale names, whether or not the body is otherwise valid", async () => {
    const messageOf = async (handler: typeof save, body: unknown) => {
      const response = await handler(jsonRequest({ path: '/api/x', body }))
      return ((await response.json()) as { error: { message: string } }).error.message
    }
    // Refused before the schema, and by the route once the body is read.
    expect(await messageOf(save, { locale: 'de', client })).toBe(
      'Keine vorläufige Buchung gefunden. Bitte wählen Sie ein Fahrzeug und durchlaufen Sie zuerst den Buchungsablauf.',
    )
    expect(await messageOf(search, { locale: 'is' })).toBe('Bókunarnúmer vantar.')
    const unknown = { VoucherNumber: 'ABCDEFGHJKMN', identifier: 'Lee', SaveModel: {} }
    expect(await messageOf(exbookingSave, { ...unknown, locale: 'is' })).toBe(
      'Engin bókun fannst með þessum upplýsingum.',
    )
    expect(await messageOf(exbookingSave, unknown)).toBe('No booking found for these details.')
  })

  it('names the failed fields in the language asked, with the labels the forms show', async () => {
    const badEmail = { BookingId: 1, voucher: 'X', locale: 'de', client: { ...client, email: 'not-an-address' } }
    const german = await save(jsonRequest({ path: '/api/x', body: badEmail }))
    const answer = (await german.json()) as { error: { code: string; message: string; fields?: unknown } }
    expect(german.status).toBe(400)
    expect(answer.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Ungültige E-Mail-Adresse',
      fields: [{ path: 'client.email', message: 'Ungültige E-Mail-Adresse' }],
    })

    const noName = { BookingId: 1, voucher: 'X', client: { ...client, firstName: undefined } }
    const icelandic = await save(
      jsonRequest({ path: '/api/x', body: noName, headers: { 'accept-language': 'is-IS,is;q=0.9,en;q=0.5' } }),
    )
    const refused = (await icelandic.json()) as { error: { message: string } }
    expect(refused.error.message).toBe('Reiturinn Fornafn er nauðsynlegur')

    const english = await save(jsonRequest({ path: '/api/x', body: { ...noName, locale: 'en' } }))
    expect(((await english.json()) as { error: { message: string } }).error.message).toBe('First name is required')

    const ageInFrench = await availability(
      jsonRequest({ path: '/api/x', body: { ...search3Days, driverAge: 'old' }, headers: { 'accept-language': 'fr' } }),
    )
    expect(((await ageInFrench.json()) as { error: { message: string } }).error.message).toBe(
      'Le champ Âge du conducteur n’est pas au bon format',
    )
  })

  it('requires a visitor token on every booking route', async () => {
    for (const handler of [availability, create, calculate, save, search, exbookingOpen, exbookingSave]) {
      const response = await handler(jsonRequest({ path: '/api/x', body: {}, token: null }))
      expect(response.status).toBe(401)
    }
    const forged = await carCategories(
      jsonRequest({ path: '/api/renteon-car-categories', method: 'GET', token: 'forged.token' }),
    )
    expect(forged.status).toBe(401)
  })

  it('does not let a voucher of one booking recalculate another', async () => {
    const held = await create(
      jsonRequest({
        path: '/api/renteon-booking-create',
        body: { ...rental, CarCategoryId: fleet.categoryIds.economy },
      }),
    )
    const { data } = (await held.json()) as { data: { BookingId: number } }
    const before = await payload.findByID({ collection: 'bookings', id: data.BookingId, depth: 0 })
    const response = await calculate(
      jsonRequest({
        path: '/api/renteon-booking-calculate',
        body: { BookingId: data.BookingId, VoucherNumber: 'ABCDEFGHJKMN' },
      }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'NO_BOOKING_TO_RECALCULATE' } })
    const after = await payload.findByID({ collection: 'bookings', id: data.BookingId, depth: 0 })
    expect(after.voucherNumber).not.toBe('ABCDEFGHJKMN')
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(after.totals).toEqual(before.totals)
  })
})
