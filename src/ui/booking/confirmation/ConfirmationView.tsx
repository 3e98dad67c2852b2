import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { BookingRecap } from '@/server/booking-flow/booking-recap'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Heading } from '@/ui/primitives/Heading'

import { BookingNumbers } from './BookingNumbers'
import { BookingRecapView } from './BookingRecapView'
import { HandoverInstructions } from './HandoverInstructions'

type Props = {
  recap: BookingRecap
  locale: Locale
  /** The .ics file of pickup and return. */
  calendarHref: string
}

/**
 * The booking confirmed: voucher and booking numbers first (the voucher with the last name opens
 * the booking later), the e-mail sent, how to pick the car up and return it (out of hours: the key
 * box), the summary with what was paid, managing it, the calendar.
 */
export async function ConfirmationView({ recap, locale, calendarHref }: Props) {
  const t = await getTranslations({ locale, namespace: 'booking.confirmation' })
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <section
        aria-labelledby="confirmation-title"
        className="rounded-2xl border-l-4 border-emerald-600 bg-emerald-50 p-5 sm:p-8"
        data-testid="booking-confirmation"
      >
        <Heading level={1} size={2} id="confirmation-title">
          {t('title')}
        </Heading>
        <BookingNumbers voucherNumber={recap.voucherNumber} number={recap.number} locale={locale} />
        <p className="mt-5" data-testid="confirmation-email">
          {recap.email ? t('emailSent', { email: recap.email }) : t('emailSentNoAddress')}
        </p>
      </section>
      <HandoverInstructions recap={recap} locale={locale} />
      <BookingRecapView recap={recap} locale={locale} variant="full" title={t('summaryTitle')} />
      <section aria-labelledby="confirmation-manage" className="rounded-xl border border-line bg-white p-4 sm:p-6">
        <Heading level={2} size={4} id="confirmation-manage">
          {t('manageTitle')}
        </Heading>
        <p className="mt-2">{t('manageText')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href="/manage-my-booking" className={buttonClass('primary')}>
            {t('manageLink')}
          </Link>
          <a href={calendarHref} download className={buttonClass('outline')} data-testid="calendar-download">
            {t('calendar')}
          </a>
          <Link href="/booking" className={buttonClass('link')}>
            {t('newBooking')}
          </Link>
        </div>
      </section>
    </div>
  )
}
