import { getTranslations } from 'next-intl/server'

import { formatMoney } from '@/domain/money/money-format'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { getCompanyInfo } from '@/server/cms/company-info'
import type { PaymentOutcome } from '@/server/payments/payment-outcome'
import { RefreshWhilePending } from '@/ui/booking/payment/RefreshWhilePending'
import { Container } from '@/ui/primitives/Container'
import { Heading } from '@/ui/primitives/Heading'

type Props = { locale: Locale; outcome: PaymentOutcome | undefined }

const TONE = {
  success: 'border-emerald-600 bg-emerald-50',
  pending: 'border-amber-500 bg-amber-50',
  failure: 'border-red-600 bg-red-50',
} as const

/**
 * What happened to a payment and what to do next: paid or authorised, still pending (never shown
 * as a failure), or not taken; the booking number, amount and status; manage-booking and contact.
 */
export async function PaymentOutcomeView({ locale, outcome }: Props) {
  const [t, status, chrome] = await Promise.all([
    getTranslations({ locale, namespace: 'payment.page' }),
    getTranslations({ locale, namespace: 'payment.status' }),
    getCompanyInfo(locale),
  ])
  const kind = outcome?.kind ?? 'failure'
  // Money that landed on a booking no longer open was given back at once: say so, not "thank you".
  const isGivenBack =
    outcome !== undefined && outcome.givenBack.amount > 0 && outcome.givenBack.amount >= outcome.amount.amount
  const title = isGivenBack
    ? t('titleRefunded')
    : !outcome
      ? t('titleUnknown')
      : outcome.kind === 'pending'
        ? t('titlePending')
        : outcome.status === 'PREAUTH'
          ? t('titleAuthorised')
          : outcome.kind === 'success'
            ? t('titleSuccess')
            : t('titleFailure')
  const text = isGivenBack
    ? t('textRefunded')
    : !outcome
      ? t('textUnknown')
      : outcome.kind === 'pending'
        ? t('textPending')
        : outcome.status === 'PREAUTH'
          ? t('textAuthorised')
          : outcome.kind === 'success'
            ? t('textSuccess')
            : outcome.status === 'FAILED'
              ? t('textFailed')
              : t('textDeclined')
  const next = kind === 'success' ? t('nextSuccess') : kind === 'pending' ? t('nextPending') : t('nextFailure')
  const statusLabel = outcome
    ? outcome.status === 'pending' || outcome.status === 'challenge'
      ? status('pending')
      : status(outcome.status)
    : null
  return (
    <Container size="narrow" className="py-12 sm:py-16">
      <section
        className={`rounded-2xl border-l-4 p-6 sm:p-8 ${TONE[kind]}`}
        aria-live="polite"
        data-testid="payment-outcome"
        data-outcome={outcome ? kind : 'unknown'}
      >
        <Heading level={1} size={2}>
          {title}
        </Heading>
        <p className="mt-4 text-lg">{text}</p>
        {kind === 'pending' ? (
          <>
            <p className="mt-2">{t('updating')}</p>
            <RefreshWhilePending />
          </>
        ) : null}
      </section>
      {outcome ? (
        <section className="mt-8" aria-labelledby="payment-summary">
          <Heading level={2} size={3} id="payment-summary">
            {t('summary')}
          </Heading>
          <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
            <dt className="font-semibold">{t('bookingNumber')}</dt>
            <dd data-testid="booking-number">{outcome.bookingNumber}</dd>
            <dt className="font-semibold">{t('amount')}</dt>
            <dd>{formatMoney(outcome.amount, locale)}</dd>
            <dt className="font-semibold">{t('status')}</dt>
            <dd data-testid="payment-status">{statusLabel}</dd>
            {outcome.maskedPan ? (
              <>
                <dt className="font-semibold">{t('card')}</dt>
                <dd>{outcome.maskedPan}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      <section className="mt-8" aria-labelledby="payment-next">
        <Heading level={2} size={3} id="payment-next">
          {t('nextTitle')}
        </Heading>
        <p className="mt-2">{next}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href="/manage-my-booking"
            className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t('manageBooking')}
          </Link>
          <Link
            href={chrome.paths.contact}
            className="rounded-lg border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('contactUs')}
          </Link>
        </div>
      </section>
    </Container>
  )
}
