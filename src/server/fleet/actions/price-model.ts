'use server'

import 'server-only'

import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { modelOffer } from '@/domain/fleet/model-offer'
import { bookNowParams, rentalWindowOf, withCarListFilters } from '@/domain/search/car-list-query'
import { formatMoney } from '@/domain/money/money-format'
import { parseOfficeDateTime } from '@/domain/time/office-date-time'
import { parseSearchFilters, toSearchParams } from '@/domain/search/search-query'
import { isLocale, type Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { payloadClient } from '@/server/payload'
import { searchAvailability } from '@/server/rental/availability'

/** What the model page's date form shows after asking the engine. */
export type ModelPriceState =
  | { readonly status: 'idle' }
  | { readonly status: 'bad-dates' | 'failed' }
  | { readonly status: 'unavailable'; readonly searchHref: string }
  | {
      readonly status: 'ok'
      /** Offered on request: 'Book this car' sends a booking request (same steps, nothing paid now). */
      readonly isRequest: boolean
      /** '€53.10 a day, €371.70 in total for 7 days', in the page language. */
      readonly priceText: string
      /** The 'Book now' query (SPEC §2) for the choose-car action. */
      readonly bookQuery: string
      readonly searchHref: string
    }

const formSchema = z.object({
  categoryId: z.coerce.number().int().positive(),
  locale: z.string().refine(isLocale),
})

/**
 * The real price of one model for the chosen dates: the same availability use case as POST
 * /api/renteon-availability, for pickup and return at the airport. A model offered on request then
 * leads into the request flow, as its card in the results does; one not offered at all is
 * 'unavailable' with a link to every car free then.
 */
export async function priceModel(_previous: ModelPriceState, formData: FormData): Promise<ModelPriceState> {
  const form = formSchema.safeParse(Object.fromEntries(formData))
  if (!form.success) return { status: 'failed' }
  const locale = form.data.locale as Locale
  const filters = parseSearchFilters(Object.fromEntries([...formData].map(([key, value]) => [key, String(value)])))
  const window = rentalWindowOf(filters)
  const pickupAt = window && parseOfficeDateTime(window.dateTimeOut)
  const returnAt = window && parseOfficeDateTime(window.dateTimeIn)
  if (!window || !pickupAt || !returnAt) return { status: 'bad-dates' }
  try {
    const result = await searchAvailability({
      payload: await payloadClient(),
      query: {
        officeOut: filters.puLocation,
        officeIn: filters.doLocation,
        pickupAt,
        returnAt,
        driverAge: filters.driverAge,
        locale,
      },
      now: new Date(),
    })
    if (!result.isOk) {
      const isDateProblem = ['RETURN_BEFORE_PICKUP', 'PICKUP_IN_PAST', 'INVALID_DATE'].includes(result.error.code)
      return { status: isDateProblem ? 'bad-dates' : 'failed' }
    }
    const car = result.value.find((candidate) => candidate.id === form.data.categoryId)
    const searchQuery = toSearchParams(filters)
    const searchHref = `${getPathname({ href: '/booking', locale })}?${withCarListFilters(searchQuery, {
      webCategory: car?.webCategory,
      special: [],
    }).toString()}#results`
    if (!car) return { status: 'unavailable', searchHref }
    const major = (amount: number) => formatMoney({ amount: Math.round(amount * 100), currency: car.currency }, locale)
    const t = await getTranslations({ locale, namespace: 'fleet.model' })
    const offer = modelOffer({ ...car, payAtPickupTotal: car.pricing.payOnPickup.totalAmount })
    return {
      status: 'ok',
      isRequest: offer.kind === 'request',
      priceText:
        offer.kind === 'request'
          ? t('requestPrice', { total: major(offer.total), days: offer.days })
          : t('price', { perDay: major(offer.perDay), total: major(offer.total), days: offer.days }),
      bookQuery: bookNowParams({
        current: searchQuery,
        carCategoryId: car.id,
        rateQuoteId: car.rateQuoteId,
        window,
        filters,
      }).toString(),
      searchHref,
    }
  } catch (error) {
    console.error('Model price failed', error)
    return { status: 'failed' }
  }
}
