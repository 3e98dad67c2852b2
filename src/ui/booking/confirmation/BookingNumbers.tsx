import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** The voucher and booking numbers a visitor opens their booking with (confirmation and request received). */
export async function BookingNumbers(props: { voucherNumber: string; number: string; locale: Locale }) {
  const t = await getTranslations({ locale: props.locale, namespace: 'booking.confirmation' })
  return (
    <dl className="mt-5 grid gap-4 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-medium text-muted">{t('voucherNumber')}</dt>
        <dd className="text-2xl font-bold tracking-wide" data-testid="voucher-number">
          {props.voucherNumber}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-muted">{t('bookingNumber')}</dt>
        <dd className="text-2xl font-bold tracking-wide" data-testid="booking-number">
          {props.number}
        </dd>
      </div>
    </dl>
  )
}
