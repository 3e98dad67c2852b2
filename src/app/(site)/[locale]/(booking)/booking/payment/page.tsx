import { randomUUID } from 'node:crypto'

import { getTranslations } from 'next-intl/server'

import { twoCurrencyText } from '@/domain/booking/cancellation-notice'
import { formatMoney } from '@/domain/money/money-format'
import { PAYMENT_ERROR_PARAM, parsePaymentStepError, paymentNotice } from '@/domain/payments/payment-choice'
import { parseSearchFilters, toSearchParams } from '@/domain/search/search-query'
import { payForBooking } from '@/server/booking-flow/actions/pay'
import { payloadClient } from '@/server/payload'
import { isCardOnProviderPage } from '@/server/payments/registry'
import { loadBookingRecap } from '@/server/booking-flow/booking-recap'
import { bookingStepHref } from '@/server/booking-flow/flow-booking'
import { loadPaymentStep } from '@/server/booking-flow/payment-step'
import { loadStepSummary } from '@/server/booking-flow/step-summary'
import { OFFICE_TIME_ZONE } from '@/domain/time/office-time'
import { openBookingStep, stepMetadata, type StepPageProps } from '@/server/booking-flow/open-step'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { DepositNote } from '@/ui/booking/DepositNote'
import { bookingEvent } from '@/ui/tracking/booking-event'
import { BookingRecapView } from '@/ui/booking/confirmation/BookingRecapView'
import { PaymentForm } from '@/ui/booking/payment/PaymentForm'
import { PaymentNoticeView } from '@/ui/booking/payment/PaymentNoticeView'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { StickyTotalBar } from '@/ui/booking/summary/StickyTotalBar'
import { SummaryPrices } from '@/ui/booking/summary/SummaryPrices'
import { Heading } from '@/ui/primitives/Heading'

import { RequestStep } from './request-step'
import { PAYMENT_CLIENT_NAMESPACES } from '@/i18n/client-messages'
import { WithClientMessages } from '@/ui/i18n/WithClientMessages'
import { dateTimeFormat } from '@/domain/time/date-format'

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata('payment')

/**
 * /booking/payment: pay now ('Save 10%') or at pickup, the card form, and what became of the last
 * try. For a car offered on request, the request step instead: the price, no card, send request.
 */
export default async function PaymentStepPage(props: StepPageProps) {
  const { locale, query, flow, rates } = await openBookingStep(props, 'payment')
  if (flow.booking.onRequest && flow.booking.status === 'held')
    return (
      <WithClientMessages namespaces={PAYMENT_CLIENT_NAMESPACES}>
        <RequestStep locale={locale} query={query} flow={flow} rates={rates} />
      </WithClientMessages>
    )
  const filters = parseSearchFilters(query)
  const { currency } = filters
  const now = new Date()
  const [t, tTerms, step, recap, summary] = await Promise.all([
    getTranslations('booking.payment'),
    getTranslations('cancellationTerms'),
    loadPaymentStep({ flow, locale, currency, now }),
    loadBookingRecap({ bookingId: flow.booking.id, locale, currency }),
    loadStepSummary({ flow, locale, now }),
  ])
  const display = priceDisplay({ flow, query, rates, locale })
  const deadline = dateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: OFFICE_TIME_ZONE,
  }).format(step.cancellation.freeUntil)
  const { cancellation } = step
  const fee = twoCurrencyText(
    { amount: cancellation.fee, charged: cancellation.feeCharged },
    { t: (key, values) => tTerms(key, values), money: (value) => formatMoney(value, locale) },
  )
  const chargeNote = step.charge
    ? t('chargeNote', {
        isk: formatMoney(step.charge.amount, locale),
        amount: formatMoney(step.charge.from, locale),
        currency: step.charge.from.currency,
        rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(
          step.charge.rate,
        ),
      })
    : undefined
  const notice = paymentNotice({
    error: parsePaymentStepError(query.get(PAYMENT_ERROR_PARAM)),
    latestStatus: step.latest?.status,
  })
  const stepQuery = new URLSearchParams(query)
  stepQuery.delete(PAYMENT_ERROR_PARAM)
  // A new key for every page the form is shown on: each try is one payment, a double submit is not.
  const attemptKey = randomUUID()
  return (
    <WithClientMessages namespaces={PAYMENT_CLIENT_NAMESPACES}>
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
          <section
            id="booking-summary"
            aria-labelledby="payment-price-title"
            className="scroll-mt-[calc(var(--header-height)+1rem)] rounded-xl border border-line bg-white p-4 sm:p-6"
            data-testid="payment-price"
          >
            <Heading level={2} size={4} id="payment-price-title">
              {t('priceTitle')}
            </Heading>
            <div className="mt-3">
              <SummaryPrices flow={flow} display={display} payOptions={summary.payOptions} />
            </div>
            <DepositNote deposit={recap?.deposit ?? null} locale={locale} className="mt-3 text-sm" />
          </section>
          <PaymentForm
            key={attemptKey}
            action={payForBooking}
            locale={locale}
            query={stepQuery.toString()}
            choices={step.choices}
            totals={{ now: formatMoney(step.totals.now, locale), pickup: formatMoney(step.totals.pickup, locale) }}
            idempotencyKey={attemptKey}
            chargeNote={chargeNote}
            terms={{
              text: cancellation.isLate
                ? t('terms.late', { hours: cancellation.hours, fee })
                : t('terms.text', { deadline, hours: cancellation.hours, fee }),
              label: t('terms.label'),
              error: t('terms.error'),
            }}
            isRetry={Boolean(notice) && notice?.kind !== 'pending'}
            paymentEvent={bookingEvent({ flow, rates })}
            isCardOnProviderPage={isCardOnProviderPage(await payloadClient())}
          />
        </div>
        <StickyTotalBar total={display.format(flow.view.Total)} />
        <BookingStepTracking flow={flow} rates={rates} step="payment" />
      </BookingFrame>
    </WithClientMessages>
  )
}
