import { getTranslations } from 'next-intl/server'
import { isBookable } from '@/domain/booking/eligibility'
import type { WebCategoryId } from '@/domain/fleet/web-categories'
import { nearestAlternatives } from '@/domain/search/car-sort'
import type { CarSearch } from '@/server/booking-flow/search-cars'
import { carListEvent } from '@/ui/tracking/car-list-event'
import { TrackEvent } from '@/ui/tracking/TrackEvent'

import { filterSearchResults } from './car-list-view'
import { CarResults, SearchRecommendations, type ResultsContext } from './CarResults'
import { ReservationErrorModal } from './ReservationErrorModal'

/** Cars offered instead of one sold out while it was being chosen. */
const ALTERNATIVES_LIMIT = 3

/** The reservation error in the URL: the modal over the results. */
export type ReservationErrorView = {
  code: string
  closeHref: string
  minimumAge: number | undefined
  /** The car sold out while it was being chosen, when the URL names one. */
  gone: { id: number; model: string; webCategory: WebCategoryId } | undefined
}

/**
 * The search step's results, streamed behind the search form: the page's shell and form go out
 * first, the cards when the search has answered.
 */
export async function StreamedResults(props: {
  search: Promise<CarSearch>
  context: ResultsContext
  reservationError: ReservationErrorView | undefined
}) {
  const search = await props.search
  const { reservationError } = props
  const gone = reservationError?.gone
  const alternatives =
    reservationError && gone && search.status === 'ok'
      ? nearestAlternatives({ cars: search.cars.filter(isBookable), gone, limit: ALTERNATIVES_LIMIT })
      : []
  return (
    <>
      <CarResults search={search} context={props.context} />
      {search.status === 'ok' ? (
        <TrackEvent
          name="view_item_list"
          payload={carListEvent({
            cars: filterSearchResults(search.cars, props.context.listFilters).shown,
            listType: 'Cars List',
            rates: search.rates,
          })}
        />
      ) : null}
      {reservationError ? (
        <ReservationErrorModal
          code={reservationError.code}
          closeHref={reservationError.closeHref}
          minimumAge={reservationError.minimumAge}
          goneCar={gone?.model}
          alternatives={alternatives.map((car) => ({
            id: car.id,
            name: car.ModelName,
            href: `${reservationError.closeHref}#car-${car.id}`,
          }))}
        />
      ) : null}
    </>
  )
}

/** The recommended block of the search step, streamed with the results. */
export async function StreamedRecommendations(props: { search: Promise<CarSearch>; context: ResultsContext }) {
  return <SearchRecommendations search={await props.search} context={props.context} />
}

/**
 * What the results area shows while the search answers: its heading and a busy note, a screen
 * tall, so the cards arriving move nothing the visitor already sees (no layout shift).
 */
export async function ResultsPending() {
  const [t, common] = await Promise.all([getTranslations('booking.search'), getTranslations('common')])
  return (
    <section
      aria-labelledby="results-title"
      aria-busy="true"
      className="mt-8 min-h-screen"
      data-testid="car-results-pending"
    >
      <h2 id="results-title" className="text-2xl font-bold tracking-tight">
        {t('resultsTitle')}
      </h2>
      <p className="mt-3 text-muted" role="status">
        {common('loading')}
      </p>
    </section>
  )
}
