import { getLocale, getTranslations } from 'next-intl/server'

import { CAR_LIST_PARAMS } from '@/domain/search/car-list-query'
import { CURRENCY_CODES } from '@/domain/money/money'
import { AGE_BANDS, ageBandFor, TIME_SLOTS } from '@/domain/search/search-defaults'
import type { SearchFilters } from '@/domain/search/search-query'
import { Input } from '@/ui/primitives/Input'
import { Select, type SelectOption } from '@/ui/primitives/Select'
import { buttonClass } from '@/ui/primitives/button-styles'

type Props = {
  /** The localised path of the search page: the form's GET target. */
  action: string
  filters: SearchFilters
  /** Dates to show: the URL's, or suggested ones when it has none. */
  dates: { puDate: string; doDate: string }
  places: readonly { id: string; name: string }[]
  /** Earliest pickup date (office date, today). */
  minDate: string
  /** After a search the form folds into a one-line summary of the trip (phones first). */
  isCollapsed: boolean
  /** A web category chosen before the search ('Book this car'): kept, so the results show it. */
  category?: string | undefined
}

/**
 * The car search (SPEC §3) as a plain GET form: its state is the URL, so it works without
 * JavaScript, and the results page can be shared and reloaded.
 */
export async function SearchForm(props: Props) {
  const t = await getTranslations('booking.search')
  if (!props.isCollapsed) return <SearchFormBody {...props} />
  const locale = await getLocale()
  const place = props.places.find((candidate) => candidate.id === props.filters.puLocation)?.name
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
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

async function SearchFormBody({ action, filters, dates, places, minDate, isCollapsed, category }: Props) {
  const t = await getTranslations('booking.search')
  const placeOptions: SelectOption[] = places.map((place) => ({ value: place.id, label: place.name }))
  const timeOptions: SelectOption[] = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))
  const ageOptions: SelectOption[] = AGE_BANDS.map((band) => ({
    value: String(band.minAge),
    label: t('driverAgeOption', { band: band.label }),
  }))
  const currencyOptions: SelectOption[] = CURRENCY_CODES.map((code) => ({ value: code, label: code }))
  const band = ageBandFor(filters.driverAge)
  return (
    <form
      method="get"
      action={action}
      aria-label={t('formLabel')}
      className={isCollapsed ? 'p-4 sm:p-6' : 'rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-6'}
      data-testid="booking-search-form"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Select
          id="puLocation"
          name="puLocation"
          label={t('pickupPlace')}
          options={placeOptions}
          defaultValue={filters.puLocation}
        />
        <Select
          id="doLocation"
          name="doLocation"
          label={t('returnPlace')}
          options={placeOptions}
          defaultValue={filters.doLocation}
        />
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
          <Input
            id="puDate"
            name="puDate"
            type="date"
            label={t('pickupDate')}
            required
            min={minDate}
            defaultValue={dates.puDate}
          />
          <Select
            id="pickup_time"
            name="pickup_time"
            label={t('pickupTime')}
            options={timeOptions}
            defaultValue={filters.pickupTime}
          />
        </div>
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
          <Input
            id="doDate"
            name="doDate"
            type="date"
            label={t('returnDate')}
            required
            min={minDate}
            defaultValue={dates.doDate}
          />
          <Select
            id="return_time"
            name="return_time"
            label={t('returnTime')}
            options={timeOptions}
            defaultValue={filters.returnTime}
          />
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end">
        <Select
          id="driverAge"
          name="driverAge"
          label={t('driverAge')}
          options={ageOptions}
          defaultValue={String(band?.minAge ?? filters.driverAge)}
        />
        <Select
          id="currency"
          name="currency"
          label={t('currency')}
          options={currencyOptions}
          defaultValue={filters.currency}
        />
        <div className="col-span-2 md:col-span-1">
          <Input
            id="promo"
            name="promo"
            label={t('promo')}
            autoComplete="off"
            maxLength={32}
            defaultValue={filters.promo ?? ''}
          />
        </div>
        <input type="hidden" name="country" value={filters.country} />
        {category ? <input type="hidden" name={CAR_LIST_PARAMS.category} value={category} /> : null}
        <button type="submit" className={`${buttonClass('primary')} col-span-2 w-full md:col-span-1 md:w-auto`}>
          {t('submit')}
        </button>
      </div>
    </form>
  )
}
