import 'server-only'

import type { Payload } from 'payload'

import { salePrice } from '@/domain/sales/car-page/discount'
import { domainError, type DomainError } from '@/domain/errors/errors'
import type { PriceWatchForm } from '@/domain/sales/forms/schemas'
import { localeOr, type Locale } from '@/i18n/locales'
import type { VehiclesForSale } from '@/payload-types'
import type { MailTransport } from '@/server/mail/mail-types'
import { defaultMailTransport } from '@/server/mail/transport'
import { rateLimiter } from '@/server/security/rate-limit'

import { hashWatchToken, isWatchTokenShape, newWatchToken } from './token'
import { confirmationMail } from './watch-mail'
import { watchedCar } from './watched-car'

type Outcome<T> = { isOk: true; value: T } | { isOk: false; error: DomainError }

/** Watches one e-mail address may have (pending or active): a stranger's address cannot be filled with more. */
export const MAX_WATCHES_PER_ADDRESS = 20
/** Confirmation mails one address gets a day, however often and by whom it is asked for. */
const CONFIRMATIONS_A_DAY = { name: 'price-watch-confirmations', points: 1, windowSeconds: 24 * 60 * 60 }

/**
 * "Watch this car": a pending watch and the confirmation mail in the visitor's language (double
 * opt-in). One address gets at most one confirmation mail a day: a watch asked for after it stays
 * pending, and the day's confirmation turns on every pending watch of the address (its landing
 * page names them). An address has at most MAX_WATCHES_PER_ADDRESS watches. The answer is the
 * same whatever happened, so it never tells whether the address was watching or was mailed.
 */
export async function requestWatch(params: {
  payload: Payload
  form: PriceWatchForm
  locale: Locale
  carPath: string
  transport?: MailTransport
}): Promise<Outcome<true>> {
  const { payload, form, locale } = params
  const car = await publishedCar(payload, form.car_id)
  if (!car) return { isOk: false, error: domainError('CAR_NOT_FOUND') }
  const email = form.email.toLowerCase()
  const watches = await payload.find({
    collection: 'price-watches',
    where: { and: [{ email: { equals: email } }, { status: { not_equals: 'unsubscribed' } }] },
    limit: MAX_WATCHES_PER_ADDRESS + 1,
    depth: 0,
  })
  const existing = (
    await payload.find({
      collection: 'price-watches',
      where: { and: [{ email: { equals: email } }, { car: { equals: car.id } }] },
      limit: 1,
      depth: 0,
    })
  ).docs[0]
  if (existing?.status === 'active') return { isOk: true, value: true }
  if (!existing && watches.totalDocs >= MAX_WATCHES_PER_ADDRESS) return { isOk: true, value: true }
  const mailing = await rateLimiter(CONFIRMATIONS_A_DAY).hit(hashWatchToken(`address:${email}`))
  // Without a mail the stored token stays as it was: a link mailed before keeps working.
  const { token, hash } = newWatchToken()
  if (existing) {
    if (mailing.isAllowed || existing.status !== 'pending') {
      await payload.update({
        collection: 'price-watches',
        id: existing.id,
        data: { tokenHash: hash, locale, status: 'pending' },
      })
    }
  } else {
    await payload.create({
      collection: 'price-watches',
      data: { email, car: car.id, locale, status: 'pending', tokenHash: hash },
      depth: 0,
    })
  }
  if (!mailing.isAllowed) return { isOk: true, value: true }
  const mail = await confirmationMail({ to: email, locale, car: watchedCar(car, locale, params.carPath), token })
  await (params.transport ?? defaultMailTransport(payload)).send(mail)
  return { isOk: true, value: true }
}

/**
 * What the confirmation link's landing page shows (read only: opening a link changes nothing): the
 * language of the watch and the cars of the address that are waiting for confirmation.
 */
export async function pendingWatchesOf(params: {
  payload: Payload
  token: unknown
}): Promise<Outcome<{ locale: Locale; cars: string[] }>> {
  const { payload } = params
  if (!isWatchTokenShape(params.token)) return { isOk: false, error: domainError('WATCH_NOT_FOUND') }
  const watch = (
    await payload.find({
      collection: 'price-watches',
      where: { tokenHash: { equals: hashWatchToken(params.token) } },
      limit: 1,
      depth: 0,
    })
  ).docs[0]
  if (!watch) return { isOk: false, error: domainError('WATCH_NOT_FOUND') }
  const pending = await payload.find({
    collection: 'price-watches',
    where: { and: [{ email: { equals: watch.email } }, { status: { equals: 'pending' } }] },
    limit: MAX_WATCHES_PER_ADDRESS,
    depth: 1,
  })
  const cars = pending.docs.flatMap((doc) => (typeof doc.car === 'object' ? [`${doc.car.brand} ${doc.car.model}`] : []))
  return { isOk: true, value: { locale: localeOr(watch.locale), cars } }
}

/**
 * The confirmation button (a POST from the link's landing page): the watch turns active from the
 * car's current price, and so does every other pending watch of the same address.
 */
export async function confirmWatch(params: { payload: Payload; token: unknown; now: Date }) {
  const confirmed = await changeWatch(params, async (watch, car) => ({
    status: watch.status === 'unsubscribed' ? 'unsubscribed' : 'active',
    confirmedAt: watch.confirmedAt ?? params.now.toISOString(),
    lastPrice: car ? salePrice(car.price, car.saleAmount).price : watch.lastPrice,
  }))
  if (confirmed.isOk) await confirmOthersOf(params.payload, confirmed.value.email, params.now)
  return confirmed
}

async function confirmOthersOf(payload: Payload, email: string, now: Date): Promise<void> {
  const pending = await payload.find({
    collection: 'price-watches',
    where: { and: [{ email: { equals: email } }, { status: { equals: 'pending' } }] },
    limit: MAX_WATCHES_PER_ADDRESS,
    depth: 1,
  })
  for (const watch of pending.docs) {
    const car = typeof watch.car === 'object' ? watch.car : null
    await payload.update({
      collection: 'price-watches',
      id: watch.id,
      data: {
        status: 'active',
        confirmedAt: now.toISOString(),
        lastPrice: car ? salePrice(car.price, car.saleAmount).price : watch.lastPrice,
      },
      depth: 0,
    })
  }
}

/** One click in any alert: the watch stops. */
export async function unsubscribeWatch(params: { payload: Payload; token: unknown }) {
  return changeWatch(params, async () => ({ status: 'unsubscribed' }))
}

type WatchDoc = {
  id: number
  email: string
  status: 'pending' | 'active' | 'unsubscribed'
  confirmedAt?: string | null
  lastPrice?: number | null
  locale: string
  car: number | VehiclesForSale
}

async function changeWatch(
  params: { payload: Payload; token: unknown },
  change: (watch: WatchDoc, car: VehiclesForSale | null) => Promise<Partial<Omit<WatchDoc, 'id' | 'car' | 'locale'>>>,
): Promise<Outcome<{ carId: number; locale: Locale; email: string }>> {
  const { payload } = params
  if (!isWatchTokenShape(params.token)) return { isOk: false, error: domainError('WATCH_NOT_FOUND') }
  const { docs } = await payload.find({
    collection: 'price-watches',
    where: { tokenHash: { equals: hashWatchToken(params.token) } },
    limit: 1,
    depth: 1,
  })
  const watch = docs[0]
  if (!watch) return { isOk: false, error: domainError('WATCH_NOT_FOUND') }
  const car = typeof watch.car === 'object' ? watch.car : null
  await payload.update({ collection: 'price-watches', id: watch.id, data: await change(watch, car), depth: 0 })
  return {
    isOk: true,
    value: {
      carId: typeof watch.car === 'object' ? watch.car.id : watch.car,
      locale: localeOr(watch.locale),
      email: watch.email,
    },
  }
}

async function publishedCar(payload: Payload, id: number): Promise<VehiclesForSale | null> {
  const { docs } = await payload.find({
    collection: 'vehicles-for-sale',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
