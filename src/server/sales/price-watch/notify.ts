import type { Payload } from 'payload'

import { isNewsFor, type WatchChange } from '@/domain/sales/car-page/watch-change'
import { localeOr } from '@/i18n/locales'
import { errorSummary } from '@/domain/security/error-summary'
import type { MailTransport } from '@/server/mail/mail-types'
import { defaultMailTransport } from '@/server/mail/transport'

import { newWatchToken } from './token'
import { alertMail } from './watch-mail'
import { watchedCar } from './watched-car'

/**
 * Tells every active watcher of a car about `change`, each in their language, with a one-click
 * unsubscribe link (a fresh token per mail; the stored hash follows it). A watcher already told of
 * this price or lower hears nothing. Returns how many were told.
 */
export async function notifyWatchers(params: {
  payload: Payload
  carId: number
  change: WatchChange
  transport?: MailTransport
}): Promise<number> {
  const { payload, carId, change } = params
  const [car, company, watches] = await Promise.all([
    payload.findByID({ collection: 'vehicles-for-sale', id: carId, depth: 0 }),
    payload.findGlobal({ slug: 'company-information', depth: 0 }),
    payload.find({
      collection: 'price-watches',
      where: { and: [{ car: { equals: carId } }, { status: { equals: 'active' } }] },
      depth: 0,
      pagination: false,
      limit: 10_000,
    }),
  ])
  const carPath = company.pages?.searchPaths?.carPath || '/car'
  const transport = params.transport ?? defaultMailTransport(payload)
  let told = 0
  for (const watch of watches.docs) {
    if (!isNewsFor(change, watch.lastPrice)) continue
    const locale = localeOr(watch.locale)
    const { token, hash } = newWatchToken()
    try {
      await payload.update({
        collection: 'price-watches',
        id: watch.id,
        data: { tokenHash: hash, ...(change.kind === 'price-drop' && { lastPrice: change.price }) },
        depth: 0,
      })
      await transport.send(
        await alertMail({ to: watch.email, locale, car: watchedCar(car, locale, carPath), token, change }),
      )
      told += 1
    } catch (error) {
      console.error(`[price-watch ${watch.id}] alert failed: ${errorSummary(error)}`)
    }
  }
  return told
}
