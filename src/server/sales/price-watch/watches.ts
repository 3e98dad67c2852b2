import type { Payload } from 'payload'

import { salePrice } from '@/domain/sales/car-page/discount'
import { domainError, type DomainError } from '@/domain/errors/errors'
import type { PriceWatchForm } from '@/domain/sales/forms/schemas'
import { env } from '@/env'
import { DEFAULT_LOCALE, localeOr, type Locale } from '@/i18n/locales'
import type { VehiclesForSale } from '@/payload-types'
import type { MailTransport } from '@/server/mail/mail-types'
import { defaultMailTransport } from '@/server/mail/transport'

import { hashWatchToken, isWatchTokenShape, newWatchToken } from './token'
import { confirmationMail, type WatchedCar } from './watch-mail'

type Outcome<T> = { isOk: true; value: T } | { isOk: false; error: DomainError }

/**
 * "Watch this car": a pending watch and the confirmation mail in the visitor's language (double
 * opt-in). Asking again for the same car and address sends a fresh link (the old one stops
 * working) and never reveals whether the address was already watching.
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
  const { token, hash } = newWatchToken()
  const email = form.email.toLowerCase()
  const existing = await payload.find({
    collection: 'price-watches',
    where: { and: [{ email: { equals: email } }, { car: { equals: car.id } }] },
    limit: 1,
    depth: 0,
  })
  const watch = existing.docs[0]
  if (watch) {
    const status = watch.status === 'active' ? 'active' : 'pending'
    await payload.update({ collection: 'price-watches', id: watch.id, data: { tokenHash: hash, locale, status } })
  } else {
    await payload.create({
      collection: 'price-watches',
      data: { email, car: car.id, locale, status: 'pending', tokenHash: hash },
      depth: 0,
    })
  }
  const mail = await confirmationMail({ to: email, locale, car: watchedCar(car, locale, params.carPath), token })
  await (params.transport ?? defaultMailTransport(payload)).send(mail)
  return { isOk: true, value: true }
}

/** Opens the confirmation link: the watch turns active from the car's current price. */
export async function confirmWatch(params: { payload: Payload; token: unknown; now: Date }) {
  return changeWatch(params, async (watch, car) => ({
    status: watch.status === 'unsubscribed' ? 'unsubscribed' : 'active',
    confirmedAt: watch.confirmedAt ?? params.now.toISOString(),
    lastPrice: car ? salePrice(car.price, car.saleAmount).price : watch.lastPrice,
  }))
}

/** One click in any alert: the watch stops. */
export async function unsubscribeWatch(params: { payload: Payload; token: unknown }) {
  return changeWatch(params, async () => ({ status: 'unsubscribed' }))
}

type WatchDoc = {
  id: number
  status: 'pending' | 'active' | 'unsubscribed'
  confirmedAt?: string | null
  lastPrice?: number | null
  locale: string
  car: number | VehiclesForSale
}

async function changeWatch(
  params: { payload: Payload; token: unknown },
  change: (watch: WatchDoc, car: VehiclesForSale | null) => Promise<Partial<Omit<WatchDoc, 'id' | 'car' | 'locale'>>>,
): Promise<Outcome<{ carId: number; locale: Locale }>> {
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

/** The car as a watch mail names and links it. */
export function watchedCar(
  car: Pick<VehiclesForSale, 'id' | 'brand' | 'model'>,
  locale: Locale,
  carPath: string,
): WatchedCar {
  // The routing's as-needed prefix (src/i18n/routing.ts), kept free of next-intl's navigation so
  // the jobs queue can use it outside a request.
  const path = `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${carPath}/${car.id}`
  return { name: `${car.brand} ${car.model}`, url: new URL(path, env.SITE_URL).toString() }
}
