import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { BookingRecap } from '@/server/booking-flow/booking-recap'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Heading } from '@/ui/primitives/Heading'

import { BookingNumbers } from './BookingNumbers'
import { BookingRecapView } from './BookingRecapView'

/**
 * A booking request sent (a car offered on request): received, not yet a confirmed booking, nothing
 * charged; the voucher and booking numbers (they open it in manage my booking), the e-mail sent,
 * what happens next, and the request as sent with its price.
 */
export async function RequestReceivedView({ recap, locale }: { recap: BookingRecap; locale: Locale }) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'booking.confirmation.request' }),
    getTranslations({ locale, namespace: 'booking.confirmation' }),
  ])
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <section
        aria-labelledby="request-received-title"
        className="rounded-2xl border-l-4 border-amber-500 bg-amber-50 p-5 sm:p-8"
        data-testid="request-received"
      >
        <Heading level={1} size={2} id="request-received-title">
          {t('title')}
        </Heading>
        <p className="mt-3 font-semibold">{t('status')}</p>
        <BookingNumbers voucherNumber={recap.voucherNumber} number={recap.number} locale={locale} />
        <p className="mt-5" data-testid="confirmation-email">
          {recap.email ? t('emailSent', { email: recap.email }) : t('emailSentNoAddress')}
        </p>
      </section>
      <section aria-labelledby="request-next-title" className="rounded-xl border border-line bg-white p-4 sm:p-6">
        <Heading level={2} size={4} id="request-next-title">
          {t('nextTitle')}
        </Heading>
        <ol className="mt-3 grid list-decimal gap-2 pl-5">
          <li>{t('next1')}</li>
          <li>{t('next2')}</li>
          <li>{t('next3')}</li>
        </ol>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href="/manage-my-booking" className={buttonClass('outline')}>
            {tc('manageLink')}
          </Link>
          <Link href="/booking" className={buttonClass('link')}>
            {tc('newBooking')}
          </Link>
        </div>
      </section>
      <BookingRecapView recap={recap} locale={locale} variant="full" title={tc('summaryTitle')} />
    </div>
  )
}
