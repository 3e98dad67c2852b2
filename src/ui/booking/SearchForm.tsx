import { getLocale, getTranslations } from 'next-intl/server'

import { CAR_LIST_PARAMS } from '@/domain/search/car-list-query'
import { CURRENCY_CODES } from '@/domain/money/money'
import { AGE_BANDS } from '@/domain/search/search-defaults'
import type { SearchFilters } from '@/domain/search/search-query'
import type { SearchBoxData } from '@/server/booking-flow/search-box'

import { SearchBox } from './SearchBox'
import { searchBoxValues } from './search-box-values'
import { dateTimeFormat } from '@/domain/time/date-format'

type Props = {
  /** The localised path of the search page: the form's GET target. */
  action: string
  filters: SearchFilters
  /** Dates to show: the URL's, or suggested ones when it has none. */
  dates: { puDate: string; doDate: string }
  /** The offices with their hours and the out-of-hours fee. */
  box: SearchBoxData
  /** Earliest pickup date (office date, today). */
  minDate: string
  /** After a search the form folds into a one-line summary of the trip (phones first). */
  isCollapsed: boolean
  /** A web category chosen before the search ('Book this car'): kept, so the results show it. */
  category?: string | undefined
  /** The results' order, kept through a new search. */
  sort?: string | undefined
  /** Must-have filters chosen before the search (a trip preset), as URL slugs: kept too. */
  special?: readonly string[] | undefined
}

/**
 * The car search (SPEC §3) as a plain GET form: its state is the URL, so it works without
 * JavaScript, and the results page can be shared and reloaded.
 */
export async function SearchForm(props: Props) {
  const t = await getTranslations('booking.search')
  if (!props.isCollapsed) return <SearchFormBody {...props} />
  const locale = await getLocale()
  const place = props.box.offices.find((candidate) => candidate.id === props.filters.puLocation)?.name
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const at = (date: string, time: string) => `${day.format(new Date(`${date}T00:00:00Z`))} ${time}`
  return (
    <details className="group rounded-2xl border border-line bg-white shadow-xs" data-testid="booking-search">
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl p-4 sm:px-6 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{t('yourSearch')}: </span>
        <span className="font-semibold">{place}</span>
        <span className="text-muted">
          {at(props.dates.puDate, props.filters.pickupTime)} – {at(props.dates.doDate, props.filters.returnTime)}
        </span>
        <span className="ml-auto font-semibold text-brand-600 underline underline-offset-4 group-open:hidden">
          {t('change')}
        </span>
      </summary>
      <div className="border-t border-line">
        <SearchFormBody {...props} />
      </div>
    </details>
  )
}

async function SearchFormBody({ action, filters, dates, box, minDate, isCollapsed, category, sort, special }: Props) {
  const t = await getTranslations('booking.search')
  const hidden: Record<string, string | readonly string[]> = {
    ...(category && { [CAR_LIST_PARAMS.category]: category }),
    ...(sort && { sort }),
    ...(special && special.length > 0 && { [CAR_LIST_PARAMS.special]: special }),
  }
  return (
    <SearchBox
      action={action}
      offices={box.offices}
      outOfHoursFee={box.outOfHoursFee}
      initial={searchBoxValues(filters, dates)}
      ageOptions={AGE_BANDS.map((band) => ({
        value: String(band.minAge),
        label: t('driverAgeOption', { band: band.label }),
      }))}
      currencies={CURRENCY_CODES}
      minDate={minDate}
      hidden={hidden}
      isFramed={!isCollapsed}
    />
  )
}
