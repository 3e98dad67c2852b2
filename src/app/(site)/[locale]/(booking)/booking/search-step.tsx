import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'
import { Suspense } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import {
  parseCarListFilters,
  rentalWindowOf,
  SPECIAL_FILTER_SLUGS,
  suggestedDates,
} from '@/domain/search/car-list-query'
import { CAR_SORT_PARAM, DEFAULT_CAR_SORT, parseCarSort, withCarSort } from '@/domain/search/car-sort'
import { searchDefaultsFor } from '@/domain/search/language-defaults'
import { parseSearchFilters, toSearchParams } from '@/domain/search/search-query'
import { getPathname } from '@/i18n/navigation'
import { isLocale } from '@/i18n/locales'
import {
  RESERVATION_ERROR_AGE_PARAM,
  RESERVATION_ERROR_PARAM,
  UNAVAILABLE_CAR_PARAM,
} from '@/server/booking-flow/flow-params'
import { loadSearchBox } from '@/server/booking-flow/search-box'
import { isSearchable, searchCars, soldOutCar } from '@/server/booking-flow/search-cars'
import { toUrlSearchParams } from '@/server/booking-flow/step-query'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import type { ResultsContext } from '@/ui/booking/CarResults'
import { SearchForm } from '@/ui/booking/SearchForm'
import { TripSidebar } from '@/ui/booking/TripSidebar'
import { ResultsPending, StreamedRecommendations, StreamedResults } from '@/ui/booking/StreamedSearch'
import { Heading } from '@/ui/primitives/Heading'

export type SearchStepQuery = Record<string, string | string[] | undefined>

export async function searchStepMetadata(locale: string): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'booking' })
  return { title: t('metaTitle') }
}

/**
 * /booking, the Select Car step: the search form and, when the URL has dates, the cars free for
 * them, rendered on the server from the URL (shareable, reloads the same). Reads nothing but the
 * language and the query, so a render can be kept per query (the results view, ADR 009).
 */
export async function SearchStep({
  locale,
  query,
  isKept = false,
}: {
  locale: string
  query: SearchStepQuery
  /**
   * Rendered once for the cache (the results view): the results are in place in the HTML, with
   * nothing to reveal by script. Rendered per request, they stream in behind the search form.
   */
  isKept?: boolean
}) {
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const filters = parseSearchFilters(query, searchDefaultsFor(locale))
  const listFilters = parseCarListFilters(query)
  const sort = parseCarSort(query[CAR_SORT_PARAM])
  const window = rentalWindowOf(filters)
  const now = new Date()
  // Not awaited here: per request the results stream in behind the form (see Streamed).
  const search = searchCars({ filters, window, locale, now, sort })
  const [t, box, gone] = await Promise.all([
    getTranslations('booking.search'),
    loadSearchBox({ locale, currency: filters.currency }),
    soldOutCar({ locale, id: query[UNAVAILABLE_CAR_PARAM] }),
  ])
  const path = getPathname({ href: '/booking', locale })
  const dates =
    filters.puDate && filters.doDate ? { puDate: filters.puDate, doDate: filters.doDate } : suggestedDates(now)
  const context: ResultsContext = {
    path,
    protectionPath: getPathname({ href: '/booking/protection', locale }),
    filters,
    listFilters,
    window,
    searchQuery: withCarSort(toSearchParams(filters), sort),
    sort,
  }
  const reservationError = reservationErrorOf(query, path)
  return (
    <BookingFrame
      step="search"
      summary={window ? <TripSidebar locale={locale} filters={filters} offices={box.offices} /> : undefined}
      recommended={
        window ? (
          <Streamed isKept={isKept} fallback={null}>
            <StreamedRecommendations search={search} context={context} />
          </Streamed>
        ) : undefined
      }
    >
      <Heading level={1} size={2}>
        {t('title')}
      </Heading>
      <div className="mt-6">
        <SearchForm
          action={path}
          filters={filters}
          dates={dates}
          box={box}
          minDate={now.toISOString().slice(0, 10)}
          isCollapsed={isSearchable({ window, now })}
          category={listFilters.webCategory}
          special={listFilters.special.map((filter) => SPECIAL_FILTER_SLUGS[filter])}
          sort={sort === DEFAULT_CAR_SORT ? undefined : sort}
        />
      </div>
      <Streamed isKept={isKept} fallback={<ResultsPending />}>
        <StreamedResults
          search={search}
          context={context}
          reservationError={reservationError ? { ...reservationError, gone } : undefined}
        />
      </Streamed>
    </BookingFrame>
  )
}

/** Behind a boundary that streams, or in place when the page is rendered once for the cache. */
function Streamed({
  isKept,
  fallback,
  children,
}: {
  isKept: boolean
  fallback: React.ReactNode
  children: React.ReactNode
}) {
  return isKept ? children : <Suspense fallback={fallback}>{children}</Suspense>
}

/** The reservation error in the URL (set when choosing a car failed) and the URL without it. */
function reservationErrorOf(
  query: SearchStepQuery,
  path: string,
): { code: string; closeHref: string; minimumAge: number | undefined } | undefined {
  const code = query[RESERVATION_ERROR_PARAM]
  if (typeof code !== 'string' || code === '') return undefined
  const age = Number(query[RESERVATION_ERROR_AGE_PARAM])
  const rest = toUrlSearchParams(query)
  rest.delete(RESERVATION_ERROR_PARAM)
  rest.delete(UNAVAILABLE_CAR_PARAM)
  rest.delete(RESERVATION_ERROR_AGE_PARAM)
  const search = rest.toString()
  return {
    code,
    closeHref: search ? `${path}?${search}` : path,
    minimumAge: Number.isInteger(age) && age > 0 ? age : undefined,
  }
}
