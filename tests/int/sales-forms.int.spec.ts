import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAX_PHOTO_BYTES } from '@/domain/sales/forms/photos'
import { parseSaleForm } from '@/domain/sales/forms/schemas'
import type { Upload } from '@/server/forms/streamed-form'
import type { MailTransport, OutgoingMail } from '@/server/mail/mail-types'
import { FORM_STAMP_HEADER, issueFormStamp } from '@/server/sales/bot-check/form-stamp'
import { submitSaleForm } from '@/server/sales/inquiries/submit'
import { confirmWatch, pendingWatchesOf, requestWatch, unsubscribeWatch } from '@/server/sales/price-watch/watches'
import { POST as sendOffer } from '@/app/v1/company/send-offer/route'

import { bootPayload } from './payload'

let payload: Payload
let carId: number
let hiddenCarId: number
const sent: OutgoingMail[] = []
const transport: MailTransport = { send: async (mail) => void sent.push(mail) }

const contact = { name: 'Guðrún Jónsdóttir', email: 'gudrun@example.is', phone: '+354 555 1234' }

async function createCar(sku: string, isPublished: boolean): Promise<number> {
  const car = await payload.create({
    collection: 'vehicles-for-sale',
    data: {
      brand: 'Toyota',
      model: 'RAV4',
      sku,
      price: 5_000_000,
      specification: { year: 2020, mileage: 40_000, fuel: 'Hybrid', gearbox: 'Automatic' },
      isPublished,
    },
  })
  return car.id
}

/** A file as the form reader keeps it: in a temporary file. */
async function asUpload(name: string, data: Buffer | string): Promise<Upload> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'sales-forms-')), `${name}.upload`)
  await writeFile(file, data)
  return { field: 'photos', name, path: file, size: Buffer.byteLength(data) }
}

/** A JPEG carrying an EXIF block with a GPS position, as phones write them. */
async function photoWithLocation(): Promise<Upload> {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '64/1 0/1 0/1' } })
    .toBuffer()
  return asUpload('IMG_0001.jpg', data)
}

function tradeIn(car: number) {
  const parsed = parseSaleForm('trade-in', {
    ...contact,
    car_id: String(car),
    ownCar: 'Skoda Octavia',
    registrationNumber: 'AB123',
    mileage: '150 000',
  })
  if (!parsed.isOk) throw parsed.error
  return parsed.value
}

beforeAll(async () => {
  payload = await bootPayload()
  await payload.updateGlobal({ slug: 'company-information', data: { name: 'Vegur', email: 'sales@vegur.is' } })
  carId = await createCar('T-1', true)
  hiddenCarId = await createCar('T-2', false)
})

describe('submitSaleForm', () => {
  it('records an offer for staff and tells them with a link to the admin', async () => {
    const parsed = parseSaleForm('offer', { ...contact, car_id: String(carId), offeredPrice: '4 600 000' })
    if (!parsed.isOk) throw parsed.error
    const result = await submitSaleForm({ payload, submission: parsed.value, photos: [], locale: 'is', transport })
    expect(result.isOk).toBe(true)
    const id = result.isOk ? result.value.id : 0
    const inquiry = await payload.findByID({ collection: 'inquiries', id, depth: 0 })
    expect(inquiry).toMatchObject({ kind: 'offer', car: carId, status: 'new', locale: 'is', name: contact.name })
    expect(inquiry.details?.offeredPrice).toBe(4_600_000)
    const mail = sent.at(-1)
    expect(mail?.to).toBe('sales@vegur.is')
    expect(mail?.text).toContain(`/admin/collections/inquiries/${id}`)
  })

  it('keeps trade-in photos re-encoded, without EXIF, for staff only', async () => {
    const photos = await Promise.all([photoWithLocation(), photoWithLocation(), photoWithLocation()])
    expect((await sharp(photos[0]!.path).metadata()).exif).toBeDefined()
    const result = await submitSaleForm({ payload, submission: tradeIn(carId), photos, locale: 'en', transport })
    if (!result.isOk) throw new Error(result.error.message)
    const inquiry = await payload.findByID({ collection: 'inquiries', id: result.value.id, depth: 1 })
    expect(inquiry.kind).toBe('trade-in')
    expect(inquiry.photos).toHaveLength(3)
    for (const photo of inquiry.photos ?? []) {
      if (typeof photo !== 'object') throw new Error('photo not populated')
      expect(photo.mimeType).toBe('image/jpeg')
      const file = await readFile(path.join(process.env.DATA_DIR ?? '', 'inquiry-photos', photo.filename ?? ''))
      const metadata = await sharp(file).metadata()
      expect(metadata.exif).toBeUndefined()
      expect(metadata.width).toBe(64)
    }
    // A visitor (no user, access enforced) reads neither the inquiry nor its photos.
    await expect(payload.find({ collection: 'inquiries', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'inquiry-photos', overrideAccess: false })).rejects.toThrow()
  })

  it('refuses a file that is not a photo whatever its name, storing nothing', async () => {
    const before = await payload.count({ collection: 'inquiry-photos' })
    const fake = await asUpload('car.jpg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const result = await submitSaleForm({
      payload,
      submission: tradeIn(carId),
      photos: [await photoWithLocation(), fake],
      locale: 'en',
      transport,
    })
    expect(result).toMatchObject({ isOk: false, error: { code: 'NOT_AN_IMAGE', params: { name: 'car.jpg' } } })
    expect((await payload.count({ collection: 'inquiry-photos' })).totalDocs).toBe(before.totalDocs)
  })

  it('refuses a 21st photo and a photo over 7 MB on the server too', async () => {
    const small = await photoWithLocation()
    const many = await submitSaleForm({
      payload,
      submission: tradeIn(carId),
      photos: Array.from({ length: 21 }, () => small),
      locale: 'en',
      transport,
    })
    expect(many).toMatchObject({ isOk: false, error: { code: 'TOO_MANY_PHOTOS' } })
    const big = await asUpload('big.jpg', Buffer.alloc(MAX_PHOTO_BYTES + 1))
    const large = await submitSaleForm({ payload, submission: tradeIn(carId), photos: [big], locale: 'en', transport })
    expect(large).toMatchObject({ isOk: false, error: { code: 'PHOTO_TOO_LARGE', params: { name: 'big.jpg' } } })
  })

  it('refuses an unpublished car', async () => {
    const result = await submitSaleForm({
      payload,
      submission: tradeIn(hiddenCarId),
      photos: [],
      locale: 'en',
      transport,
    })
    expect(result).toMatchObject({ isOk: false, error: { code: 'CAR_NOT_FOUND' } })
  })
})

describe('POST /v1/company/send-offer', () => {
  /** A form as the browser sends it, with the start stamp signed `shownMsAgo` before. */
  const form = (fields: Record<string, string>, shownMsAgo = 10_000) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    const stamp = issueFormStamp(new Date(Date.now() - shownMsAgo))
    return new Request('http://localhost:3000/v1/company/send-offer', {
      method: 'POST',
      body,
      headers: { [FORM_STAMP_HEADER]: stamp },
    })
  }
  const offer = () => ({ ...contact, kind: 'offer', car_id: String(carId), offeredPrice: '4500000', locale: 'de' })

  it('answers an offer from a person with its id', async () => {
    const response = await sendOffer(form(offer()))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { success: boolean; data: { id: number } }
    expect(body.success).toBe(true)
    expect((await payload.findByID({ collection: 'inquiries', id: body.data.id })).locale).toBe('de')
  })

  it('answers bad fields with the SPEC §5 messages, 400', async () => {
    const response = await sendOffer(form({ kind: 'offer', car_id: String(carId), email: 'x' }))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { fields: { path: string; message: string }[] } }
    expect(body.error.fields).toContainEqual({ path: 'name', message: 'name is required' })
    expect(body.error.fields).toContainEqual({ path: 'email', message: 'Invalid email' })
  })

  it('refuses a filled honeypot, a form sent faster than a person can and a start time the client wrote, 403', async () => {
    const honeypot = await sendOffer(form({ ...offer(), website: 'http://spam' }))
    expect(honeypot.status).toBe(403)
    const fast = await sendOffer(form(offer(), 300))
    expect(fast.status).toBe(403)
    expect(((await fast.json()) as { error: { code: string } }).error.code).toBe('BOT_CHECK_FAILED')
    const written = new FormData()
    for (const [name, value] of Object.entries({ ...offer(), startedAt: String(Date.now() - 8000) }))
      written.set(name, value)
    const forged = await sendOffer(
      new Request('http://localhost:3000/v1/company/send-offer', { method: 'POST', body: written }),
    )
    expect(forged.status).toBe(403)
  })

  it('refuses a form from another site and an unknown kind', async () => {
    const foreign = new Request('http://localhost:3000/v1/company/send-offer', {
      method: 'POST',
      body: new URLSearchParams(offer()),
      headers: { origin: 'https://evil.example', [FORM_STAMP_HEADER]: issueFormStamp(new Date(Date.now() - 10_000)) },
    })
    expect((await sendOffer(foreign)).status).toBe(403)
    expect((await sendOffer(form({ ...offer(), kind: 'spam' }))).status).toBe(400)
  })
})

describe('price watch', () => {
  const tokenOf = (mail: OutgoingMail | undefined) => /token=([\w-]+)/.exec(mail?.text ?? '')?.[1]

  it('is pending until confirmed, alerts on a lower price in the watcher language, stops in one click', async () => {
    const asked = await requestWatch({
      payload,
      form: { car_id: carId, email: 'Watcher@Example.is' },
      locale: 'is',
      carPath: '/car',
      transport,
    })
    expect(asked.isOk).toBe(true)
    const confirmation = sent.at(-1)
    expect(confirmation?.kind).toBe('price-watch-confirm')
    expect(confirmation?.subject).toContain('Staðfestu')
    const watches = await payload.find({ collection: 'price-watches', where: { car: { equals: carId } } })
    expect(watches.docs[0]).toMatchObject({ email: 'watcher@example.is', status: 'pending', locale: 'is' })

    const confirmed = await confirmWatch({ payload, token: tokenOf(confirmation), now: new Date() })
    expect(confirmed).toMatchObject({ isOk: true, value: { carId, locale: 'is' } })
    const active = await payload.findByID({ collection: 'price-watches', id: watches.docs[0]!.id })
    expect(active).toMatchObject({ status: 'active', lastPrice: 5_000_000 })

    await payload.update({ collection: 'vehicles-for-sale', id: carId, data: { saleAmount: 4_700_000 } })
    await payload.jobs.run({ queue: 'sales' })
    const alerts = await payload.find({
      collection: 'outbox-messages',
      where: { and: [{ kind: { equals: 'price-watch-alert' } }, { to: { equals: 'watcher@example.is' } }] },
    })
    expect(alerts.docs).toHaveLength(1)
    expect(alerts.docs[0]?.subject).toContain('Verðlækkun')
    const raw = await readFile(alerts.docs[0]!.filePath, 'utf8')
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    const unsubscribeToken = /unsubscribe\?token=([\w-]{32})/.exec(raw.replace(/=\r?\n/g, ''))?.[1]
    expect(await unsubscribeWatch({ payload, token: unsubscribeToken })).toMatchObject({ isOk: true })
    expect((await payload.findByID({ collection: 'price-watches', id: active.id })).status).toBe('unsubscribed')
    // The confirmation link of before no longer works: each alert carried a fresh token.
    expect(await confirmWatch({ payload, token: tokenOf(confirmation), now: new Date() })).toMatchObject({
      isOk: false,
    })
  })

  it('mails one address one confirmation a day, and that one confirms every car it asked for', async () => {
    const email = 'daily@example.is'
    const before = sent.length
    const otherCar = await createCar('T-3', true)
    for (const car of [carId, otherCar, carId]) {
      const asked = await requestWatch({
        payload,
        form: { car_id: car, email },
        locale: 'en',
        carPath: '/car',
        transport,
      })
      expect(asked.isOk).toBe(true)
    }
    const mails = sent.slice(before).filter((mail) => mail.to === email)
    expect(mails).toHaveLength(1)
    const token = tokenOf(mails[0])
    expect(await pendingWatchesOf({ payload, token })).toMatchObject({
      isOk: true,
      value: { locale: 'en', cars: ['Toyota RAV4', 'Toyota RAV4'] },
    })
    const stillPending = await payload.find({ collection: 'price-watches', where: { email: { equals: email } } })
    expect(stillPending.docs.map((watch) => watch.status)).toEqual(['pending', 'pending'])
    expect((await confirmWatch({ payload, token, now: new Date() })).isOk).toBe(true)
    const active = await payload.find({ collection: 'price-watches', where: { email: { equals: email } } })
    expect(active.docs.map((watch) => watch.status)).toEqual(['active', 'active'])
  })

  it('turns down a made-up token', async () => {
    expect(await unsubscribeWatch({ payload, token: 'x'.repeat(32) })).toMatchObject({
      isOk: false,
      error: { code: 'WATCH_NOT_FOUND' },
    })
    expect(await unsubscribeWatch({ payload, token: '../../etc' })).toMatchObject({ isOk: false })
  })
})
