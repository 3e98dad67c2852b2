import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as agreementRoute } from '@/app/api/booking-agreements/[id]/route'
import { POST as signRoute } from '@/app/api/booking-check-out-signatures/[id]/route'
import { GET as reviewRoute, POST as checkOutRoute } from '@/app/api/booking-check-outs/[id]/route'
import { GET as restGet } from '@/app/(payload)/api/[...slug]/route'
import { env } from '@/env'
import { readRentalAgreement } from '@/server/bookings/agreement/agreement-file'
import { recordCheckOut } from '@/server/bookings/commands/check-out'
import { addRenterPhotos } from '@/server/bookings/commands/renter-photos'
import { signCheckOut } from '@/server/bookings/commands/sign-check-out'
import { writeManageAccess } from '@/server/manage/manage-cookies'
import { handoverEvidence } from '@/server/manage/handover-evidence'
import { sendBookingMail } from '@/server/mail/send-booking-mail'
import type { OutgoingMail } from '@/server/mail/mail-types'

import { pdfText } from '../support/pdf-text'
import { bookingOf, type DeskPerson } from './desk-fixture'
import { bootPayload } from './payload'
import { seedRentalFixture, type RentalFixture } from './rental-fixture'

/** The browser's cookies, as next/headers shows them to the server code (the renter's manage look-up). */
const jar = new Map<string, string>()
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
}))

/**
 * Issue 32: the renter reviews the check-out and signs it; the rental agreement is made in their
 * language with the condition at pickup, the photos' thumbnails and the signature, kept privately,
 * e-mailed, and shown only to staff and the booking's renter. The renter adds photos of their own.
 */

let payload: Payload
let fleet: RentalFixture
let actor: { userId: number; email: string }
let staffCookie: string
const unitIds: Record<string, number> = {}

const renter: DeskPerson = {
  firstName: 'Þóra',
  lastName: 'Ævarsdóttir',
  email: 'thora@example.com',
  phone: '+354 555 0111',
}
const other: DeskPerson = { firstName: 'Ása', lastName: 'Pálsdóttir', email: 'asa@example.com', phone: '+354 555 0103' }

function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
}

function signature(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#fff"/><path d="M10 70 C 60 10, 90 90, 140 40 S 220 80, 290 30" stroke="#10225c" stroke-width="3" fill="none"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

beforeAll(async () => {
  payload = await bootPayload()
  fleet = await seedRentalFixture(payload, { economy: 2, suv: 1, van: 1 })
  const { docs } = await payload.find({ collection: 'vehicles', limit: 20, depth: 0 })
  for (const vehicle of docs) unitIds[vehicle.registration] = vehicle.id
  const credentials = { email: `agent-${randomUUID()}@vegur.is`, password: 'agent-password-2026' }
  const user = await payload.create({ collection: 'users', data: { ...credentials, name: 'Agent', roles: ['agent'] } })
  actor = { userId: user.id, email: user.email }
  const { token } = await payload.login({ collection: 'users', data: credentials })
  staffCookie = `${payload.config.cookiePrefix}-token=${token}`
})

describe('the rental agreement', () => {
  let bookingId: number
  let number: string
  let voucherNumber: string
  const pickup = new Date(Date.now() + 2 * 3_600_000)
  const now = new Date()

  it('is made when the renter signs, in their language, with the photos and the signature, once', async () => {
    const booking = await bookingOf({ person: renter, out: pickup, categoryId: fleet.categoryIds.economy })
    bookingId = booking.BookingId
    voucherNumber = booking.VoucherNumber
    await payload.update({ collection: 'bookings', id: bookingId, data: { locale: 'is' } })
    expect(await signCheckOut({ payload, bookingId, actor, signature: await signature(), now })).toMatchObject({
      isOk: false,
      refusal: { code: 'NOT_CHECKED_OUT' },
    })
    const recorded = await recordCheckOut({
      payload,
      bookingId,
      actor,
      now,
      record: {
        vehicleId: unitIds.EC100 ?? -1,
        mileage: 20_150,
        fuelEighths: 6,
        licenceChecked: true,
        extraDriversPresent: false,
        damage: [
          { zone: 'bonnet', note: 'Steinkast', photo: await photo('#c33') },
          { zone: 'rear', note: 'Rispa', photo: await photo('#3c3') },
          { zone: 'left-front', note: 'Dæld í hurð', photo: await photo('#33c') },
        ],
      },
    })
    expect(recorded).toMatchObject({ isOk: true })
    const signed = await signCheckOut({ payload, bookingId, actor, signature: await signature(), now })
    expect(signed).toMatchObject({ isOk: true })
    const stored = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 1 })
    number = stored.number
    expect(stored.checkOut?.signedAt).toBe(now.toISOString())
    const signaturePhoto = stored.checkOut?.signature
    expect(typeof signaturePhoto === 'object' && signaturePhoto?.kind).toBe('signature')
    const agreement = stored.checkOut?.agreement
    expect(typeof agreement === 'object' && agreement?.locale).toBe('is')

    const audit = await payload.find({
      collection: 'audit-entries',
      where: { booking: { equals: bookingId }, action: { equals: 'sign-check-out' } },
      depth: 0,
    })
    expect(audit.docs).toHaveLength(1)
    const effects = await payload.find({
      collection: 'booking-effects',
      where: { booking: { equals: bookingId }, key: { equals: `rental-agreement:${String(bookingId)}` } },
      depth: 0,
    })
    expect(effects.docs[0]?.input).toMatchObject({ kind: 'mail', mail: 'rental-agreement' })

    expect(await signCheckOut({ payload, bookingId, actor, signature: await signature(), now })).toMatchObject({
      isOk: false,
      refusal: { code: 'ALREADY_SIGNED' },
    })
  })

  it('says what was agreed, in Icelandic, with three thumbnails and the signature drawn', async () => {
    const file = await readRentalAgreement({ payload, bookingId, viewer: { kind: 'staff' } })
    expect(file).toBeDefined()
    const bytes = new Uint8Array(file?.data ?? [])
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ')
    for (const expected of [
      'Leigusamningur',
      `Bókun ${number}`,
      'Leigutaki: Þóra Ævarsdóttir',
      'EC100',
      'Ástand við afhendingu',
      'Eldsneyti: 6/8 af tanki',
      'Vélarhlíf: Steinkast',
      'Aftari stuðari: Rispa',
      'Vinstri hlið að framan: Dæld í hurð',
      'Ökuskírteini skoðað',
      'Undirritað af Þóra Ævarsdóttir',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).toMatch(/Kílómetrastaða: 20\.150 km/)
    // The fuel and mileage terms come from the class the booking is priced by, not from fixed text.
    const category = await payload.findByID({ collection: 'car-categories', id: fleet.categoryIds.economy, depth: 0 })
    expect(text).toContain(category.fuelPolicy === 'fullToFull' ? 'fullan tank' : 'Eldsneyti')
    expect(text).toContain(category.mileagePolicy === 'unlimited' ? 'Akstur: ótakmarkaður' : 'km á dag')
    const images =
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/Subtype \/Image/g) ?? []
    expect(images.length).toBeGreaterThanOrEqual(4)
  })

  it('is e-mailed to the renter in their language, attached', async () => {
    let sent: OutgoingMail | undefined
    const outcome = await sendBookingMail({
      payload,
      kind: 'rental-agreement',
      bookingId,
      transport: { send: async (mail) => void (sent = mail) },
      now: new Date(),
    })
    expect(outcome.isSent).toBe(true)
    expect(sent?.to).toBe(renter.email)
    expect(sent?.subject).toBe(`Leigusamningurinn þinn – bókun ${number}`)
    expect(sent?.attachments.map((item) => [item.filename, item.contentType])).toEqual([
      [`agreement-${number}.pdf`, 'application/pdf'],
    ])
  })

  it("is shown to staff and the booking's renter only, never cached", async () => {
    const as = (viewer: Parameters<typeof readRentalAgreement>[0]['viewer']) =>
      readRentalAgreement({ payload, bookingId, viewer })
    expect(await as({ kind: 'renter', voucherNumber, lastName: 'Ævarsdóttir' })).toBeDefined()
    expect(await as({ kind: 'renter', voucherNumber, lastName: 'Pálsdóttir' })).toBeUndefined()
    expect(await as({ kind: 'anyone' })).toBeUndefined()

    const origin = new URL(env.SITE_URL).origin
    const get = (cookie?: string) =>
      agreementRoute(
        new Request(`${origin}/api/booking-agreements/${String(bookingId)}`, {
          headers: { origin, ...(cookie && { cookie }) },
        }),
        { params: Promise.resolve({ id: String(bookingId) }) },
      )
    jar.clear()
    expect((await get()).status).toBe(404)
    const staff = await get(staffCookie)
    expect(staff.status).toBe(200)
    expect(staff.headers.get('content-type')).toBe('application/pdf')
    expect(staff.headers.get('cache-control')).toBe('private, no-store')
    await writeManageAccess({ voucherNumber, lastName: renter.lastName })
    const own = await get()
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    const otherBooking = await bookingOf({ person: other, out: pickup, categoryId: fleet.categoryIds.suv })
    jar.clear()
    await writeManageAccess({ voucherNumber: otherBooking.VoucherNumber, lastName: other.lastName })
    expect((await get()).status).toBe(404)
    jar.clear()

    const agreement = await payload.find({ collection: 'rental-agreements', where: { booking: { equals: bookingId } } })
    const filename = agreement.docs[0]?.filename ?? ''
    const fileUrl = `/api/rental-agreements/file/${filename}`
    const rest = (pathname: string, cookie?: string) =>
      restGet(new Request(`${origin}${pathname}`, { headers: { origin, ...(cookie && { cookie }) } }), {
        params: Promise.resolve({ slug: pathname.replace(/^\/api\//, '').split('/') }),
      })
    expect((await rest(fileUrl)).status).toBe(403)
    expect((await rest(fileUrl, staffCookie)).status).toBe(200)
  })

  it("takes the renter's own photos after check-out, up to five, and lists them beside staff's", async () => {
    const notYet = await bookingOf({ person: other, out: pickup, categoryId: fleet.categoryIds.van })
    expect(
      await addRenterPhotos({ payload, bookingId: notYet.BookingId, photos: [await photo('#eee')], now }),
    ).toMatchObject({ isOk: false, code: 'NOT_CHECKED_OUT' })
    const added = await addRenterPhotos({
      payload,
      bookingId,
      photos: [await photo('#111'), await photo('#222')],
      now,
    })
    expect(added).toMatchObject({ isOk: true })
    const { docs: entries } = await payload.find({
      collection: 'audit-entries',
      where: { booking: { equals: bookingId }, action: { equals: 'add-renter-photos' } },
      depth: 0,
    })
    expect(entries.map((entry) => [entry.actor, entry.actorEmail, entry.changes])).toEqual([
      [null, expect.stringMatching(/^renter /), { renterPhotos: { before: 0, after: 2 } }],
    ])
    expect(
      await addRenterPhotos({
        payload,
        bookingId,
        photos: await Promise.all(['#333', '#444', '#555', '#666'].map(photo)),
        now,
      }),
    ).toMatchObject({ isOk: false, code: 'TOO_MANY' })
    expect(await addRenterPhotos({ payload, bookingId, photos: [Buffer.from('not a photo')], now })).toMatchObject({
      isOk: false,
      code: 'NOT_A_PHOTO',
    })
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })
    const evidence = await handoverEvidence({ payload, booking, now })
    expect(evidence.staffPhotoIds).toHaveLength(3)
    expect(evidence.renterPhotoIds).toHaveLength(2)
    expect(evidence.canAdd).toBe(3)
    expect(evidence.agreementHref).toBe(`/api/booking-agreements/${String(bookingId)}`)
    const afterReturn = await handoverEvidence({ payload, booking, now: new Date(Date.parse(booking.dateIn) + 1) })
    expect(afterReturn.canAdd).toBe(0)
  })

  it('is reviewed and signed through staff-only routes; a zone the diagram does not have is refused', async () => {
    const origin = new URL(env.SITE_URL).origin
    const id = String(bookingId)
    const request = (path: string, cookie: string | undefined, body?: FormData) =>
      new Request(`${origin}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { origin, ...(cookie && { cookie }) },
        ...(body && { body }),
      })
    const params = { params: Promise.resolve({ id }) }
    expect((await reviewRoute(request(`/api/booking-check-outs/${id}`, undefined), params)).status).toBe(403)
    const review = await reviewRoute(request(`/api/booking-check-outs/${id}`, staffCookie), params)
    expect(review.status).toBe(200)
    const { review: body } = (await review.json()) as {
      review: { locale: string; isSigned: boolean; texts: { title: string }; photos: unknown[] }
    }
    expect(body).toMatchObject({
      locale: 'is',
      isSigned: true,
      texts: { title: 'Vinsamlegast yfirfarðu og skrifaðu undir' },
    })
    expect(body.photos).toHaveLength(3)

    const form = new FormData()
    form.set('signature', new Blob([new Uint8Array(await signature())], { type: 'image/png' }), 'signature.png')
    expect((await signRoute(request(`/api/booking-check-out-signatures/${id}`, undefined, form), params)).status).toBe(
      403,
    )
    const again = await signRoute(request(`/api/booking-check-out-signatures/${id}`, staffCookie, form), params)
    expect(again.status).toBe(409)
    expect(JSON.stringify(await again.json())).toContain('signed this check-out already')

    const fresh = await bookingOf({ person: other, out: pickup, categoryId: fleet.categoryIds.economy })
    const freshParams = { params: Promise.resolve({ id: String(fresh.BookingId) }) }
    const record = new FormData()
    record.set('vehicleId', String(unitIds.EC101))
    record.set('mileage', '100')
    record.set('fuelEighths', '8')
    record.set('licenceChecked', 'on')
    record.set('note1', 'Scratch')
    record.set('zone1', 'nowhere')
    const refused = await checkOutRoute(
      request(`/api/booking-check-outs/${String(fresh.BookingId)}`, staffCookie, record),
      freshParams,
    )
    expect(refused.status).toBe(400)
    record.set('zone1', 'roof')
    const done = await checkOutRoute(
      request(`/api/booking-check-outs/${String(fresh.BookingId)}`, staffCookie, record),
      freshParams,
    )
    expect(done.status).toBe(200)
    const stored = await payload.findByID({ collection: 'bookings', id: fresh.BookingId, depth: 0 })
    expect(stored.checkOut?.damage?.map((item) => [item.zone, item.note])).toEqual([['roof', 'Scratch']])
  })
})
