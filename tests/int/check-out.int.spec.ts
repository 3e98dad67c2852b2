import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as restGet } from '@/app/(payload)/api/[...slug]/route'
import { POST as checkOutRoute } from '@/app/api/booking-check-outs/[id]/route'
import { env } from '@/env'
import { assignUnit } from '@/server/bookings/commands/assign-unit'
import { cancelBooking } from '@/server/bookings/commands/cancel'
import { recordCheckOut, type CheckOutRecord } from '@/server/bookings/commands/check-out'
import { readHandoverPhoto } from '@/server/bookings/handover-photos'

import { bookingOf, type DeskPerson } from './desk-fixture'
import { bootPayload } from './payload'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

/**
 * Issue 32, check-out: the car's state at pickup recorded once through the bookings module, with
 * photos of existing damage that only staff and the booking's renter ever see.
 */

let payload: Payload
let fleet: RentalFixture
let actor: { userId: number; email: string }
let staffCookie: string
const unitIds: Record<string, number> = {}

const renter: DeskPerson = {
  firstName: 'Jón',
  lastName: 'Sigurðsson',
  email: 'jon@example.com',
  phone: '+354 555 0102',
}
const other: DeskPerson = { firstName: 'Ása', lastName: 'Pálsdóttir', email: 'asa@example.com', phone: '+354 555 0103' }

/** A small JPEG photo of one colour, with EXIF that must not survive. */
function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .withExif({ IFD0: { Copyright: 'secret-location' } })
    .jpeg()
    .toBuffer()
}

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 2, suv: 1, van: 1 })
  const { docs } = await payload.find({ collection: 'vehicles', limit: 20, depth: 0 })
  for (const vehicle of docs) unitIds[vehicle.registration] = vehicle.id
  await payload.update({ collection: 'vehicles', id: unitIds.EC100 ?? -1, data: { mileage: 20_000 } })
  const credentials = { email: `agent-${randomUUID()}@vegur.is`, password: 'agent-password-2026' }
  const user = await payload.create({ collection: 'users', data: { ...credentials, name: 'Agent', roles: ['agent'] } })
  actor = { userId: user.id, email: user.email }
  const { token } = await payload.login({ collection: 'users', data: credentials })
  staffCookie = `${payload.config.cookiePrefix}-token=${token}`
})

const pickup = new Date('2028-02-01T10:00:00Z')
const atPickup = new Date('2028-02-01T09:30:00Z')

async function record(bookingId: number, changes: Partial<CheckOutRecord> = {}) {
  return recordCheckOut({
    payload,
    bookingId,
    actor,
    now: atPickup,
    record: {
      vehicleId: unitIds.EC100 ?? -1,
      mileage: 20_150,
      fuelEighths: 8,
      licenceChecked: true,
      extraDriversPresent: true,
      damage: [],
      ...changes,
    },
  })
}

describe('check-out', () => {
  let bookingId: number
  let voucherNumber: string
  let photoIds: readonly number[] = []

  it('records the unit, readings and three damage photos once, with an audit entry', async () => {
    const booking = await bookingOf({ person: renter, out: pickup, categoryId: fleet.categoryIds.economy })
    bookingId = booking.BookingId
    voucherNumber = booking.VoucherNumber
    expect(await record(bookingId, { licenceChecked: false })).toMatchObject({
      isOk: false,
      refusal: { code: 'LICENCE_NOT_CHECKED' },
    })
    expect(await record(bookingId, { mileage: 19_999 })).toMatchObject({
      isOk: false,
      refusal: { code: 'MILEAGE_BELOW_LAST' },
    })
    const done = await record(bookingId, {
      damage: [
        { note: 'Scratch on the rear bumper', photo: await photo('#c33') },
        { note: 'Chip in the windscreen', photo: await photo('#3c3') },
        { note: 'Dent in the driver door', photo: await photo('#33c') },
        { note: 'Worn seat cover' },
      ],
    })
    expect(done).toMatchObject({ isOk: true })
    if (!done.isOk) return
    photoIds = done.photoIds
    expect(photoIds).toHaveLength(3)
    const stored = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })
    expect(stored.vehicle).toBe(unitIds.EC100)
    expect(stored.checkOut).toMatchObject({
      recordedBy: actor.email,
      mileage: 20_150,
      fuelEighths: 8,
      licenceChecked: true,
      extraDriversPresent: true,
    })
    expect(stored.checkOut?.damage?.map((item) => [item.note, item.photo ?? null])).toEqual([
      ['Scratch on the rear bumper', photoIds[0]],
      ['Chip in the windscreen', photoIds[1]],
      ['Dent in the driver door', photoIds[2]],
      ['Worn seat cover', null],
    ])
    expect((await payload.findByID({ collection: 'vehicles', id: unitIds.EC100 ?? -1 })).mileage).toBe(20_150)
    const audit = await payload.find({
      collection: 'audit-entries',
      where: { booking: { equals: bookingId }, action: { equals: 'check-out' } },
      depth: 0,
    })
    expect(audit.docs).toHaveLength(1)
    expect(audit.docs[0]?.changes).toMatchObject({ mileage: { before: 20_000, after: 20_150 }, photos: { after: 3 } })
    expect(await record(bookingId)).toMatchObject({ isOk: false, refusal: { code: 'ALREADY_CHECKED_OUT' } })
  })

  it('closes online cancellation once the car is handed over, though the pickup time has not come', async () => {
    expect(atPickup.getTime()).toBeLessThan(pickup.getTime())
    const refused = await cancelBooking({ payload, bookingId, now: atPickup, terms: { freeHours: 48 } })
    expect(refused).toEqual({ isCancelled: false, reason: 'STARTED' })
    expect((await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })).status).toBe('confirmed')
  })

  it('refuses a unit another booking holds, naming it', async () => {
    const holder = await bookingOf({ person: other, out: pickup, categoryId: fleet.categoryIds.economy })
    expect(
      (await assignUnit({ payload, bookingId: holder.BookingId, vehicleId: unitIds.EC101 ?? -1, actor, now: atPickup }))
        .isOk,
    ).toBe(true)
    const refused = await recordCheckOut({
      payload,
      bookingId: holder.BookingId,
      actor,
      now: atPickup,
      record: {
        vehicleId: unitIds.EC100 ?? -1,
        mileage: 20_200,
        fuelEighths: 8,
        licenceChecked: true,
        extraDriversPresent: false,
        damage: [],
      },
    })
    expect(refused).toMatchObject({ isOk: false, refusal: { code: 'UNIT_TAKEN' } })
    expect(refused.isOk ? '' : refused.refusal.message).toMatch(/^EC100 is taken by booking VG-\d+/)
  })

  it('is taken as a form from staff only, with the photos as files', async () => {
    const booking = await bookingOf({
      person: other,
      out: new Date(Date.now() + 3 * 3_600_000),
      categoryId: fleet.categoryIds.van,
    })
    const origin = new URL(env.SITE_URL).origin
    const send = async (cookie: string | undefined, form: FormData) => {
      const response = await checkOutRoute(
        new Request(`${origin}/api/booking-check-outs/${String(booking.BookingId)}`, {
          method: 'POST',
          headers: { origin, ...(cookie && { cookie }) },
          body: form,
        }),
        { params: Promise.resolve({ id: String(booking.BookingId) }) },
      )
      return { status: response.status, json: (await response.json()) as Record<string, unknown> }
    }
    const form = new FormData()
    form.set('vehicleId', String(unitIds.VA100))
    form.set('mileage', '5400')
    form.set('fuelEighths', '6')
    form.set('extraDriversPresent', 'on')
    form.set('note1', 'Scuff on the sliding door')
    form.set('photo1', new Blob([new Uint8Array(await photo('#999'))], { type: 'image/jpeg' }), 'door.jpg')
    expect((await send(undefined, form)).status).toBe(403)
    const unticked = await send(staffCookie, form)
    expect(unticked).toMatchObject({ status: 400 })
    expect(JSON.stringify(unticked.json)).toContain("Check the driver's licence")
    form.set('licenceChecked', 'on')
    const done = await send(staffCookie, form)
    expect(done.status).toBe(200)
    expect(done.json.photoIds).toHaveLength(1)
    const stored = await payload.findByID({ collection: 'bookings', id: booking.BookingId, depth: 0 })
    expect(stored.checkOut).toMatchObject({ mileage: 5400, fuelEighths: 6, extraDriversPresent: true })
  })

  describe('photos of the car', () => {
    it('are kept without their metadata', async () => {
      const file = await readHandoverPhoto({
        payload,
        photoId: photoIds[0] ?? -1,
        size: 'full',
        viewer: { kind: 'staff' },
      })
      expect(file?.contentType).toBe('image/jpeg')
      const meta = await sharp(file?.data).metadata()
      expect(meta.exif).toBeUndefined()
    })

    it("are shown to staff and to the booking's renter, to nobody else", async () => {
      const id = photoIds[0] ?? -1
      const as = (viewer: Parameters<typeof readHandoverPhoto>[0]['viewer'], size: 'full' | 'thumbnail' = 'full') =>
        readHandoverPhoto({ payload, photoId: id, size, viewer })
      expect(await as({ kind: 'staff' })).toBeDefined()
      expect(await as({ kind: 'staff' }, 'thumbnail')).toBeDefined()
      expect(await as({ kind: 'renter', voucherNumber, lastName: 'Sigurdsson' })).toBeDefined()
      expect(await as({ kind: 'renter', voucherNumber, lastName: 'Pálsdóttir' })).toBeUndefined()
      expect(await as({ kind: 'renter', voucherNumber: 'NOPE1234', lastName: 'Sigurðsson' })).toBeUndefined()
      expect(await as({ kind: 'anyone' })).toBeUndefined()
    })

    it("are not readable through Payload's API or file URL without a staff session", async () => {
      await expect(payload.find({ collection: 'handover-photos', overrideAccess: false, user: null })).rejects.toThrow()
      const doc = await payload.findByID({ collection: 'handover-photos', id: photoIds[0] ?? -1, depth: 0 })
      const origin = new URL(env.SITE_URL).origin
      const get = (pathname: string, cookie?: string) =>
        restGet(new Request(`${origin}${pathname}`, { headers: { origin, ...(cookie && { cookie }) } }), {
          params: Promise.resolve({ slug: pathname.replace(/^\/api\//, '').split('/') }),
        })
      const fileUrl = `/api/handover-photos/file/${doc.filename ?? ''}`
      expect((await get(fileUrl)).status).toBe(403)
      expect((await get(`/api/handover-photos/${String(doc.id)}`)).status).toBe(403)
      expect((await get(fileUrl, staffCookie)).status).toBe(200)
    })
  })
})
