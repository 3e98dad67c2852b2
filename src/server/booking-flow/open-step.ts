import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { StepId } from '@/domain/booking/booking-steps'
import type { ExchangeRates } from '@/domain/money/exchange-rates'
import { isLocale, type Locale } from '@/i18n/locales'
import { currentExchangeRates } from '@/server/exchange-rates'

import { guardBookingStep, loadFlowBooking, type FlowBooking } from './flow-booking'
import { toUrlSearchParams } from './step-query'

/** The props Next.js gives a booking step page. */
export type StepPageProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The steps after the search: each needs a booking in progress. */
export type BookingStepAfterSearch = Exclude<StepId, 'search'>

/**
 * What every step after the search starts with: the language (404 for an unknown one), the query
 * carried from step to step, and the step guard, which redirects to the first step not done. Past
 * the guard there is always a booking in progress. With it come the exchange rates every step shows
 * prices and tracks its event with.
 */
export async function openBookingStep(
  props: StepPageProps,
  step: BookingStepAfterSearch,
): Promise<{ locale: Locale; query: URLSearchParams; flow: FlowBooking; rates: ExchangeRates }> {
  const { locale } = await props.params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = toUrlSearchParams(await props.searchParams)
  const [flow, { rates }] = await Promise.all([guardBookingStep({ step, locale, query }), currentExchangeRates()])
  if (!flow) notFound()
  return { locale, query, flow, rates }
}

/**
 * `generateMetadata` of a step: its title (the request's own on the payment and confirmation steps
 * of a car offered on request); never indexed (a step shows one visitor's booking).
 */
export function stepMetadata(step: BookingStepAfterSearch) {
  return async ({ params }: Pick<StepPageProps, 'params'>): Promise<Metadata> => {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const title = (await requestTitle(locale, step)) ?? (await stepTitle(locale, step))
    return { title, robots: { index: false, follow: false } }
  }
}

/** The title of the request step or the request received, when the booking in progress is a request. */
async function requestTitle(locale: Locale, step: BookingStepAfterSearch): Promise<string | undefined> {
  if (step !== 'payment' && step !== 'confirmation') return undefined
  const flow = await loadFlowBooking({ locale, now: new Date() })
  if (!flow?.booking.onRequest) return undefined
  if (step === 'payment' && flow.booking.status === 'held')
    return (await getTranslations({ locale, namespace: 'booking.payment.request' }))('title')
  if (step === 'confirmation' && flow.booking.status === 'requested') {
    return (await getTranslations({ locale, namespace: 'booking.confirmation.request' }))('metaTitle')
  }
  return undefined
}

async function stepTitle(locale: Locale, step: BookingStepAfterSearch): Promise<string> {
  switch (step) {
    case 'protection':
      return (await getTranslations({ locale, namespace: 'booking.protection' }))('metaTitle')
    case 'extras':
      return (await getTranslations({ locale, namespace: 'booking.extras' }))('metaTitle')
    case 'detail':
      return (await getTranslations({ locale, namespace: 'booking.detail' }))('title')
    case 'payment':
      return (await getTranslations({ locale, namespace: 'booking.payment' }))('metaTitle')
    case 'confirmation':
      return (await getTranslations({ locale, namespace: 'booking.confirmation' }))('metaTitle')
  }
}
