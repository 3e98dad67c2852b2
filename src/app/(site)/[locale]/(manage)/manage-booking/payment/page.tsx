import { randomUUID } from 'node:crypto'

import { getTranslations } from 'next-intl/server'

import { toMajorUnits } from '@/domain/money/money'
import { formatMoney } from '@/domain/money/money-format'
import { parsePaymentStepError, PAYMENT_ERROR_PARAM, type PaymentNotice } from '@/domain/payments/payment-choice'
import { getPathname, Link } from '@/i18n/navigation'
import { payManageBalance } from '@/server/manage/actions/pay-balance'
import { DECLINED_PARAM } from '@/server/manage/manage-paths'
import { openManageStep, type ManageStepProps } from '@/server/manage/open-step'
import { payloadClient } from '@/server/payload'
import { isCardOnProviderPage } from '@/server/payments/registry'
import { PaymentForm } from '@/ui/booking/payment/PaymentForm'
import { PaymentNoticeView } from '@/ui/booking/payment/PaymentNoticeView'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { ManageFrame } from '@/ui/manage/ManageFrame'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Heading } from '@/ui/primitives/Heading'
import { bookingEvent } from '@/ui/tracking/booking-event'

export const dynamic = 'force-dynamic'

/** /manage-booking/payment: the remaining balance of the saved booking, paid with the booking flow's card form. */
export default async function ManagePaymentPage(props: ManageStepProps) {
  const { locale, managed, query, rates } = await openManageStep(props)
  const t = await getTranslations('manage.payment')
  const { saved, booking } = managed
  const display = priceDisplay({ flow: managed, query, rates, locale })
  const major = (amount: number) => display.format(toMajorUnits({ amount, currency: booking.currency }))
  const { later } = managed
  // Tolls and fines after the return (ADR 032) are owed in ISK, and the payment then charges everything due in ISK.
  const isk = (minor: number) => formatMoney({ amount: minor, currency: 'ISK' }, locale)
  const hasLater = later.unpaidIsk > 0
  const balance = hasLater ? isk(later.dueIsk) : major(saved.balance)
  const error = parsePaymentStepError(query.get(PAYMENT_ERROR_PARAM))
  const notice: PaymentNotice | undefined = error
    ? { kind: 'error', code: error }
    : query.get(DECLINED_PARAM)
      ? { kind: 'declined' }
      : undefined
  const stepPath = getPathname({ href: '/manage-booking/payment', locale })
  return (
    <ManageFrame step="payment" canPay query={query}>
      <div className="mx-auto grid w-full max-w-xl gap-4">
        <Heading level={1} size={2}>
          {t('title')}
        </Heading>
        {managed.changes.length > 0 ? <p className="rounded-xl bg-amber-50 p-4 text-sm">{t('unsaved')}</p> : null}
        {notice ? (
          <PaymentNoticeView
            notice={notice}
            challengeUrl={undefined}
            checkAgainHref={stepPath}
            searchHref={getPathname({ href: '/manage-booking', locale })}
          />
        ) : null}
        {saved.balance > 0 || hasLater ? (
          <>
            <p className="text-muted" data-testid="manage-left-to-pay">
              {hasLater
                ? t('laterIntro', { amount: balance, later: isk(later.unpaidIsk) })
                : t('intro', { amount: balance, paid: major(saved.paid) })}
            </p>
            <PaymentForm
              action={payManageBalance}
              locale={locale}
              query={query.toString()}
              choices={['now']}
              totals={{ now: balance, pickup: balance }}
              idempotencyKey={randomUUID()}
              paymentEvent={bookingEvent({ flow: managed, rates })}
              isCardOnProviderPage={isCardOnProviderPage(await payloadClient())}
            />
          </>
        ) : (
          <>
            <p data-testid="manage-nothing-to-pay">{t('nothing')}</p>
            <Link href="/manage-booking/confirmation" className={`${buttonClass('primary')} sm:w-fit`}>
              {t('toContract')}
            </Link>
          </>
        )}
      </div>
    </ManageFrame>
  )
}
