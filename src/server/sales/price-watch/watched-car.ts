import type { VehiclesForSale } from '@/payload-types'
import { env } from '@/env'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'

import type { WatchedCar } from './watch-mail'

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
