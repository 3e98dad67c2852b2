import { getLocale, getTranslations } from 'next-intl/server'
import type React from 'react'

import { localeOr } from '@/i18n/locales'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'
import type { StepSummary } from '@/server/booking-flow/step-summary'

import { CurrencySwitch } from './CurrencySwitch'
import { EarlierReturnHint } from './EarlierReturnHint'
import type { PriceDisplay } from './price-display'
import { SummaryCar } from './SummaryCar'
import { StickyTotalBar } from './StickyTotalBar'
import { SummaryPrices } from './SummaryPrices'

type Props = {
  flow: Pick<FlowBooking, 'booking' | 'view' | 'category'>
  query: URLSearchParams
  display: PriceDisplay
  summary: StepSummary
  /** The heading; 'Your booking' unless given (manage mode names the booking). */
  title?: string | undefined
  /** Shown below the prices (manage mode: the difference, what was paid and what is left to pay). */
  children?: React.ReactNode
}

/**
 * The sidebar summary of the booking in progress (SPEC §2): the car, pickup and return (with how
 * to pay a rental day less when a return runs a few hours into another day), the protection, extras and fees chosen, VAT, the total and what paying now saves, in the display
 * currency of the query, with a switch to another currency.
 */
export async function BookingSummary({ flow, query, display, summary, title, children }: Props) {
  const [t, locale] = await Promise.all([getTranslations('booking.summaryCard'), getLocale()])
  return (
    <section
      id="booking-summary"
      aria-labelledby="booking-summary-title"
      className="scroll-mt-[calc(var(--header-height)+1rem)] space-y-4 rounded-2xl border border-line bg-white p-5 shadow-xs"
      data-testid="booking-summary"
      data-state="filled"
    >
      <h2 id="booking-summary-title" className="text-lg font-semibold">
        {title ?? t('title')}
      </h2>
      <SummaryCar flow={flow} pickupPlace={summary.pickupPlace} returnPlace={summary.returnPlace} />
      <EarlierReturnHint hint={summary.earlierReturn} locale={localeOr(locale)} />
      <SummaryPrices flow={flow} display={display} payOptions={summary.payOptions} />
      {children}
      <CurrencySwitch current={display.currency} query={query} />
      <StickyTotalBar total={display.format(flow.view.Total)} />
    </section>
  )
}
