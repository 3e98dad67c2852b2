import NextLink from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import { isBookable } from '@/domain/booking/eligibility'
import { carCardPrices } from '@/domain/search/car-card-price'
import { carDisplayName } from '@/domain/fleet/car-display-name'
import type { Money } from '@/domain/money/money'
import { formatMoney } from '@/domain/money/money-format'
import {
  withCarListFilters,
  type CarListFilters as ListFilters,
  type RentalWindow,
} from '@/domain/search/car-list-query'
import type { CarSort } from '@/domain/search/car-sort'
import type { SearchFilters } from '@/domain/search/search-query'
import type { CarSearch } from '@/server/booking-flow/search-cars'
import { localeOr } from '@/i18n/locales'
import { modelPagePath } from '@/ui/fleet/fleet-card'
import { selectedCarEvent } from '@/ui/tracking/car-list-event'

import { CarCard, type CarCardData, type CarCardTexts } from './CarCard'
import { CarListFilters } from './CarListFilters'
import { CarSortControl } from './CarSortControl'
import { cardPriceSource, cheapestPerCategory, filterSearchResults, toCarCardData } from './car-list-view'
import { RecommendedCars } from './RecommendedCars'

/** What the results and the recommended block need from the page's URL. */
export type ResultsContext = {
  /** Localised path of the search page. */
  path: string
  protectionPath: string
  filters: SearchFilters
  listFilters: ListFilters
  window: RentalWindow | undefined
  /** The search filters and the sort, canonical names. */
  searchQuery: URLSearchParams
  /** The results' order. */
  sort: CarSort
}

const RECOMMENDED_LIMIT = 3

/** The results of the search step: idle hint, the spec's failure message, or filters and car cards. */
export async function CarResults({ search, context }: { search: CarSearch; context: ResultsContext }) {
  const [t, card] = await Promise.all([getTranslations('booking.search'), getTranslations('booking.card')])
  const { window } = context
  return (
    <section aria-labelledby="results-title" id="results" className="mt-8 scroll-mt-24" data-testid="car-results">
      <h2 id="results-title" className="text-2xl font-bold tracking-tight">
        {t('resultsTitle')}
      </h2>
      {search.status === 'idle' || !window ? (
        <p className="mt-3 text-muted" data-testid="search-idle">
          {t('idle')}
        </p>
      ) : search.status === 'failed' ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border-l-4 border-danger bg-red-50 p-4 font-medium"
          data-testid="search-error"
        >
          {search.reason ? t(`problem.${search.reason}`) : t('failed')}
        </p>
      ) : (
        <OkResults
          search={search}
          context={context}
          window={window}
          orSimilar={(name) => card('orSimilar', { name })}
        />
      )}
    </section>
  )
}

async function OkResults(props: {
  search: Extract<CarSearch, { status: 'ok' }>
  context: ResultsContext
  window: RentalWindow
  orSimilar: (name: string) => string
}) {
  const { search, context, window, orSimilar } = props
  const [t, fleet, locale] = await Promise.all([
    getTranslations('booking.search'),
    getTranslations('fleet'),
    getLocale(),
  ])
  const money = (value: Money | undefined) => (value ? formatMoney(value, locale) : undefined)
  const cardTexts = (car: CarCardData): CarCardTexts => ({
    fuel: car.fuelType ? { label: fleet('fuel'), value: fleet(`fuels.${car.fuelType}`) } : undefined,
    details: car.slug
      ? {
          href: modelPagePath({ slug: car.slug, locale: localeOr(locale) }),
          text: fleet('details'),
          label: fleet('detailsFor', { name: car.model }),
        }
      : undefined,
    prices: {
      perDay: money(car.prices.perDay),
      total: money(car.prices.total),
      payAtPickupTotal: money(car.prices.payAtPickupTotal),
      fees: money(car.prices.fees),
    },
  })
  const { shown, counts } = filterSearchResults(search.cars, context.listFilters)
  const currentQuery = withCarListFilters(context.searchQuery, context.listFilters)
  const showAll = withCarListFilters(context.searchQuery, { webCategory: undefined, special: [] })
  return (
    <>
      <div className="mt-4">
        <CarListFilters
          path={context.path}
          searchParams={context.searchQuery}
          filters={context.listFilters}
          counts={counts}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-muted" aria-live="polite" data-testid="car-count">
          {t('count', { count: shown.length })}
        </p>
        <CarSortControl path={context.path} query={currentQuery} current={context.sort} />
      </div>
      {shown.some((car) => !isBookable(car)) ? (
        <p className="mt-2 text-sm text-muted" data-testid="age-note">
          {t('ageNote')}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="mt-3">
          {t('noMatch')}{' '}
          <NextLink
            href={`${context.path}?${showAll.toString()}#results`}
            scroll={false}
            className="font-semibold text-brand-600 underline underline-offset-4"
          >
            {t('showAll')}
          </NextLink>
        </p>
      ) : (
        <ul className="mt-3 space-y-4" data-testid="car-list">
          {shown.map((car, index) => {
            const data = toCarCardData({
              car,
              filters: context.filters,
              window,
              rates: search.rates,
              currentQuery,
              protectionPath: context.protectionPath,
              orSimilar,
            })
            return (
              <li key={car.id}>
                <CarCard
                  car={data}
                  texts={cardTexts(data)}
                  isFirst={index === 0}
                  selectEvent={
                    isBookable(car)
                      ? selectedCarEvent({ car, index, listType: 'Cars List', rates: search.rates })
                      : undefined
                  }
                />
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}

/**
 * The recommended block of the search step: the cheapest car of other web categories that the
 * driver may book and that keeps the trip's must-have filters.
 */
export async function SearchRecommendations({ search, context }: { search: CarSearch; context: ResultsContext }) {
  if (search.status !== 'ok') return null
  const card = await getTranslations('booking.card')
  const picks = cheapestPerCategory(search.cars, {
    except: context.listFilters.webCategory,
    mustHave: context.listFilters.special,
    limit: RECOMMENDED_LIMIT,
  })
  if (picks.length === 0) return null
  return (
    <RecommendedCars
      picks={picks.map(({ category, car }) => ({
        category,
        model: car.ModelName,
        name: carDisplayName({
          model: car.ModelName,
          displayName: car.displayName,
          isGuaranteedModel: car.isGuaranteedModel,
          orSimilar: (name) => card('orSimilar', { name }),
        }),
        pictureURL: car.pictureURL,
        perDay: carCardPrices({
          totalAmount: cardPriceSource(car).totalAmount,
          extraPrice: car.extraPrice,
          days: car.days,
          from: car.currency,
          to: context.filters.currency,
          rates: search.rates,
        }).perDay,
        href: `${context.path}?${withCarListFilters(context.searchQuery, {
          webCategory: category,
          special: context.listFilters.special,
        }).toString()}#results`,
      }))}
    />
  )
}
