'use client'

import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'

import { addDateDays, followingReturnDate, offeredSlots, type OfferedSlot } from '@/domain/search/time-slots'
import type { OfficeHours } from '@/domain/pricing/opening-hours'
import { Input } from '@/ui/primitives/Input'
import { Select, type SelectOption } from '@/ui/primitives/Select'
import { buttonClass } from '@/ui/primitives/button-styles'

/** The search's values when the box opens; dates absent on a cached page (filled in the browser). */
export type SearchBoxValues = {
  puLocation: string
  doLocation: string
  puDate: string | undefined
  doDate: string | undefined
  pickupTime: string
  returnTime: string
  /** The age band's minimum age, as the age select's value. */
  driverAge: string
  currency: string
  country: string
  promo: string
}

type Props = {
  /** The localised path of the search page: the form's GET target. */
  action: string
  offices: readonly { id: string; name: string; hours: OfficeHours }[]
  /** The out-of-hours fee, formatted; marks closed-desk slots. */
  outOfHoursFee: string | undefined
  initial: SearchBoxValues
  ageOptions: readonly SelectOption[]
  currencies: readonly string[]
  /** Earliest pickup date (office date); absent on a cached page, set in the browser. */
  minDate?: string | undefined
  /** Hidden fields kept through the search (e.g. a web category or trip filters chosen before). */
  hidden?: Readonly<Record<string, string | readonly string[]>>
  /** A framed card (home page) or a bare form inside another frame (the collapsed search). */
  isFramed?: boolean
}

/** For an office not found: every slot offered, none marked. */
const NO_HOURS: OfficeHours = { schedules: [], holidays: [] }
const SUGGESTED_LEAD_DAYS = 7
const SUGGESTED_RENTAL_DAYS = 7

const subscribeToNothing = () => () => {}
const todayInBrowser = () => new Date().toISOString().slice(0, 10)
const noDateOnServer = () => undefined

/**
 * The car search box (SPEC §3), on the search page and as a CMS block. A plain GET form (works
 * without JavaScript); with it, the return date follows the pickup date, the times are marked
 * where the chosen office's desk is closed (the out-of-hours fee applies) and the subtitle names
 * the chosen office. Dates depending on today are filled in the browser, so a cached page carries
 * the same HTML for everyone.
 */
export function SearchBox(props: Props) {
  const { action, offices, outOfHoursFee, initial, ageOptions, currencies, hidden = {}, isFramed = true } = props
  const t = useTranslations('booking.search')
  const [puLocation, setPuLocation] = useState(initial.puLocation)
  const [doLocation, setDoLocation] = useState(initial.doLocation)
  const [chosenPuDate, setPuDate] = useState(initial.puDate ?? '')
  const [chosenDoDate, setDoDate] = useState(initial.doDate ?? '')
  const [pickupTime, setPickupTime] = useState(initial.pickupTime)
  const [returnTime, setReturnTime] = useState(initial.returnTime)
  // Today only in the browser: the server renders no date, so a cached page is the same for all.
  const today = useSyncExternalStore(subscribeToNothing, todayInBrowser, noDateOnServer)
  const minDate = props.minDate ?? today
  const puDate = chosenPuDate || (today ? addDateDays(today, SUGGESTED_LEAD_DAYS) : '')
  const doDate = chosenDoDate || (today ? addDateDays(today, SUGGESTED_LEAD_DAYS + SUGGESTED_RENTAL_DAYS) : '')

  const pickupOffice = offices.find((office) => office.id === puLocation)
  const returnOffice = offices.find((office) => office.id === doLocation)
  const slotsOf = (hours: OfficeHours | undefined, date: string): OfferedSlot[] =>
    offeredSlots({ hours: hours ?? NO_HOURS, date: hours ? date || undefined : undefined })
  const optionsOf = (slots: readonly OfferedSlot[]): SelectOption[] =>
    slots.map((slot) => ({ value: slot.time, label: slot.isOutOfHours ? slotLabel(slot.time) : slot.time }))
  const slotLabel = (time: string) =>
    outOfHoursFee ? t('outOfHoursSlotFee', { time, fee: outOfHoursFee }) : t('outOfHoursSlot', { time })
  const closedHint = (slots: readonly OfferedSlot[], time: string) => {
    if (!slots.some((slot) => slot.time === time && slot.isOutOfHours)) return undefined
    return outOfHoursFee ? t('outOfHoursHintFee', { fee: outOfHoursFee }) : t('outOfHoursHint')
  }
  const pickupSlots = slotsOf(pickupOffice?.hours, puDate)
  const returnSlots = slotsOf(returnOffice?.hours, doDate)

  const onPickupDate = (next: string) => {
    if (next)
      setDoDate(
        followingReturnDate({ previousPickup: puDate || undefined, pickup: next, returnDate: doDate || undefined }),
      )
    setPuDate(next)
  }
  const onPickupPlace = (next: string) => {
    if (doLocation === puLocation) setDoLocation(next)
    setPuLocation(next)
  }

  const placeOptions: SelectOption[] = offices.map((office) => ({ value: office.id, label: office.name }))
  const currencyOptions: SelectOption[] = currencies.map((code) => ({ value: code, label: code }))
  return (
    <form
      method="get"
      action={action}
      aria-label={t('formLabel')}
      className={isFramed ? 'rounded-2xl border border-line bg-white p-4 text-ink shadow-xs sm:p-6' : 'p-4 sm:p-6'}
      data-testid="booking-search-form"
    >
      <p className="mb-4 text-muted" data-testid="search-subtitle">
        {pickupOffice ? t('introAt', { place: pickupOffice.name }) : t('intro')}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <Select
          id="puLocation"
          name="puLocation"
          label={t('pickupPlace')}
          options={placeOptions}
          value={puLocation}
          onChange={(event) => onPickupPlace(event.target.value)}
        />
        <Select
          id="doLocation"
          name="doLocation"
          label={t('returnPlace')}
          options={placeOptions}
          value={doLocation}
          onChange={(event) => setDoLocation(event.target.value)}
        />
        <DateTimeRow
          date={{
            id: 'puDate',
            label: t('pickupDate'),
            value: puDate,
            min: minDate,
            onChange: onPickupDate,
          }}
          time={{
            id: 'pickup_time',
            label: t('pickupTime'),
            options: optionsOf(pickupSlots),
            value: pickupTime,
            onChange: setPickupTime,
            hint: closedHint(pickupSlots, pickupTime),
          }}
        />
        <DateTimeRow
          date={{ id: 'doDate', label: t('returnDate'), value: doDate, min: puDate || minDate, onChange: setDoDate }}
          time={{
            id: 'return_time',
            label: t('returnTime'),
            options: optionsOf(returnSlots),
            value: returnTime,
            onChange: setReturnTime,
            hint: closedHint(returnSlots, returnTime),
          }}
        />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end">
        <Select
          id="driverAge"
          name="driverAge"
          label={t('driverAge')}
          options={ageOptions}
          defaultValue={initial.driverAge}
        />
        <Select
          id="currency"
          name="currency"
          label={t('currency')}
          options={currencyOptions}
          defaultValue={initial.currency}
        />
        <div className="col-span-2 md:col-span-1">
          <Input
            id="promo"
            name="promo"
            label={t('promo')}
            autoComplete="off"
            maxLength={32}
            defaultValue={initial.promo}
          />
        </div>
        <input type="hidden" name="country" value={initial.country} />
        {Object.entries(hidden).flatMap(([name, value]) =>
          (typeof value === 'string' ? [value] : value).map((one) => (
            <input key={`${name}=${one}`} type="hidden" name={name} value={one} />
          )),
        )}
        <button type="submit" className={`${buttonClass('primary')} col-span-2 w-full md:col-span-1 md:w-auto`}>
          {t('submit')}
        </button>
      </div>
    </form>
  )
}

type RowProps = {
  date: { id: string; label: string; value: string; min: string | undefined; onChange: (value: string) => void }
  time: {
    id: string
    label: string
    options: readonly SelectOption[]
    value: string
    onChange: (value: string) => void
    hint: string | undefined
  }
}

/** A date (the browser's date picker) and a time beside it; the field names are the ids. */
function DateTimeRow({ date, time }: RowProps) {
  return (
    <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
      <Input
        id={date.id}
        name={date.id}
        type="date"
        label={date.label}
        required
        min={date.min}
        value={date.value}
        onChange={(event) => date.onChange(event.target.value)}
      />
      <Select
        id={time.id}
        name={time.id}
        label={time.label}
        options={time.options}
        value={time.value}
        onChange={(event) => time.onChange(event.target.value)}
        hint={time.hint}
      />
    </div>
  )
}
