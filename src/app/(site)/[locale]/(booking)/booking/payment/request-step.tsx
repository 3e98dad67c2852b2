import { getTranslations } from 'next-intl/server'

import { errorMessageKey } from '@/domain/errors/error-messages'
import { toMajorUnits } from '@/domain/money/money'
import { PAYMENT_ERROR_PARAM, parsePaymentStepError } from '@/domain/payments/payment-choice'
import { parseSearchFilters } from '@/domain/search/search-query'
import { sendBookingRequest } from '@/server/booking-flow/actions/send-request'
import { loadBookingRecap } from '@/server/booking-flow/booking-recap'
import type { openBookingStep } from '@/server/booking-flow/open-step'
import { payOptionTotals } from '@/server/booking-flow/pay-options'
import { BookingFrame } from '@/ui/booking/BookingFrame'
import { BookingStepTracking } from '@/ui/booking/BookingStepTracking'
import { DepositNote } from '@/ui/booking/DepositNote'
import { BookingRecapView } from '@/ui/booking/confirmation/BookingRecapView'
import { RequestForm } from '@/ui/booking/payment/RequestForm'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { StickyTotalBar } from '@/ui/booking/summary/StickyTotalBar'
import { Heading } from '@/ui/primitives/Heading'

/** The payment step of a car offered on request: send the request; no card, nothing charged. */
export async function RequestStep({ locale, query, flow, rates }: Awaited<ReturnType<typeof openBookingStep>>) {
  const { currency } = parseSearchFilters(query)
  const [t, tAll, recap, options] = await Promise.all([
    getTranslations('booking.payment'),
    getTranslations(),
    loadBookingRecap({ bookingId: flow.booking.id, locale, currency }),
    payOptionTotals({ booking: flow.booking, locale, now: new Date() }),
  ])
  const display = priceDisplay({ flow, query, rates, locale })
  // A request is saved to pay at pickup (or from manage once confirmed): that is its price.
  const total = options ? display.format(toMajorUnits(options.payAtPickup)) : display.format(flow.view.Total)
  const notice = parsePaymentStepError(query.get(PAYMENT_ERROR_PARAM))
  const stepQuery = new URLSearchParams(query)
  stepQuery.delete(PAYMENT_ERROR_PARAM)
  return (
    <BookingFrame step="payment">
      <div className="mx-auto flex max-w-3xl flex-col gap-6" data-testid="request-step">
        <div>
          <Heading level={1} size={2}>
            {t('request.title')}
          </Heading>
          <p className="mt-2 text-muted">{t('request.intro')}</p>
        </div>
        {notice ? (
          <p role="alert" className="rounded-xl border-l-4 border-red-600 bg-red-50 p-4">
            {tAll(errorMessageKey(notice))}
          </p>
        ) : null}
        {recap ? <BookingRecapView recap={recap} locale={locale} variant="brief" title={t('summaryTitle')} /> : null}
        <RequestForm
          action={sendBookingRequest}
          locale={locale}
          query={stepQuery.toString()}
          total={total}
          depositNote={<DepositNote deposit={recap?.deposit ?? null} locale={locale} className="-mt-3 text-sm" />}
        />
      </div>
      <StickyTotalBar total={total} />
      <BookingStepTracking flow={flow} rates={rates} step="payment" />
    </BookingFrame>
  )
}
