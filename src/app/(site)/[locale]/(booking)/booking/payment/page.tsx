import { randomUUID } from 'node:crypto'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { formatMoney } from '@/domain/money-format'
import { PAYMENT_ERROR_PARAM, parsePaymentStepError, paymentNotice } from '@/domain/payment-step'
import { parseSearchFilters, toSearchParams } from '@/domain/search-query'
import { isLocale } from '@/i18n/locales'
import { payForBooking } from '@/server/booking-ui/actions/pay'
import { loadBookingRecap } from '@/server/booking-ui/booking-recap'
import { bookingStepHref, guardBookingStep } from '@/server/booking-ui/flow-booking'
import { loadPaymentStep } from '@/server/booking-ui/payment-step'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { BookingRecapView } from '@/ui/booking/confirmation/BookingRecapView'
import { PaymentForm } from '@/ui/booking/payment/PaymentForm'
import { PaymentNoticeView } from '@/ui/booking/payment/PaymentNoticeView'
import { toUrlSearchParams } from '@/ui/booking/step-query'
import { Heading } from '@/ui/primitives/Heading'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'booking.payment' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/** /booking/payment: pay now ('Save 10%') or at pickup, the card form, and what became of the last try. */
export default async function PaymentStepPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = toUrlSearchParams(await searchParams)
  const flow = await guardBookingStep({ step: 'payment', locale, query })
  if (!flow) notFound()
  const filters = parseSearchFilters(query)
  const { currency } = filters
  const [t, step, recap] = await Promise.all([
    getTranslations('booking.payment'),
    loadPaymentStep({ flow, locale, currency, now: new Date() }),
    loadBookingRecap({ bookingId: flow.booking.id, locale, currency }),
  ])
  const notice = paymentNotice({
    error: parsePaymentStepError(query.get(PAYMENT_ERROR_PARAM)),
    latestStatus: step.latest?.status,
  })
  const stepQuery = new URLSearchParams(query)
  stepQuery.delete(PAYMENT_ERROR_PARAM)
  // A new key for every page the form is shown on: each try is one payment, a double submit is not.
  const attemptKey = randomUUID()
  return (
    <BookingFrame step="payment">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div>
          <Heading level={1} size={2}>
            {t('title')}
          </Heading>
          <p className="mt-2 text-muted">{t('intro')}</p>
        </div>
        {notice ? (
          <PaymentNoticeView
            notice={notice}
            challengeUrl={step.latest?.challengeUrl}
            checkAgainHref={bookingStepHref({ step: 'payment', locale, query: stepQuery })}
            searchHref={bookingStepHref({ step: 'search', locale, query: toSearchParams(filters) })}
          />
        ) : null}
        {recap ? <BookingRecapView recap={recap} locale={locale} variant="brief" title={t('summaryTitle')} /> : null}
        <PaymentForm
          key={attemptKey}
          action={payForBooking}
          locale={locale}
          query={stepQuery.toString()}
          choices={step.choices}
          totals={{ now: formatMoney(step.totals.now, locale), pickup: formatMoney(step.totals.pickup, locale) }}
          idempotencyKey={attemptKey}
        />
      </div>
      <BookingStepTracking flow={flow} step="payment" />
    </BookingFrame>
  )
}
