import 'server-only'

import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { isLocale, type Locale } from '@/i18n/locales'
import { currentExchangeRates } from '@/server/exchange-rates'
import { requireManagedBooking, type ManagedBooking } from '@/server/manage/managed-booking'

/** A manage step page's props: the language, and the query (the display currency). */
export type ManageStepProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * What every manage step page starts with: the language, the managed booking (or the look-up form),
 * the query carried from step to step, as in the booking flow, and the exchange rates it shows.
 */
export async function openManageStep(
  props: ManageStepProps,
): Promise<{ locale: Locale; managed: ManagedBooking; query: URLSearchParams; rates: ExchangeRates }> {
  const { locale } = await props.params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [managed, search, { rates }] = await Promise.all([
    requireManagedBooking({ locale }),
    props.searchParams,
    currentExchangeRates(),
  ])
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(search)) if (typeof value === 'string') query.set(name, value)
  return { locale, managed, query, rates }
}
