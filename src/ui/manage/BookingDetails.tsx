import { getLocale, getTranslations } from 'next-intl/server'

import type { ManagedBooking } from '@/server/manage/managed-booking'

import { formatAmount, formatOfficeDateTime } from './format'

import { ManageSection } from './ManageSection'

/** The booking as saved: car, places and dates, chosen services, drivers and the money. */
export async function BookingDetails({ managed }: { managed: ManagedBooking }) {
  const [t, locale] = await Promise.all([getTranslations('manage.details'), getLocale()])
  const { booking, savedView: view, category, saved } = managed
  const money = (amount: number) => formatAmount({ amount, currency: booking.currency }, locale)
  const chosen = view.Services.filter((line) => line.IsSelected && line.group !== 'fee')
  const fees = view.Services.filter((line) => line.IsSelected && line.group === 'fee')
  const row = 'grid gap-1 sm:grid-cols-[12rem_1fr]'
  return (
    <ManageSection id="details-title" title={t('title')} testId="manage-details">
      <dl className="mt-3 grid gap-3 text-sm">
        <div className={row}>
          <dt className="font-semibold">{t('number')}</dt>
          <dd>{booking.number}</dd>
        </div>
        <div className={row}>
          <dt className="font-semibold">{t('car')}</dt>
          <dd>{category.displayName}</dd>
        </div>
        <div className={row}>
          <dt className="font-semibold">{t('pickup')}</dt>
          <dd>
            {managed.pickup.officeOut} · {formatOfficeDateTime(booking.dateOut, locale)}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-semibold">{t('return')}</dt>
          <dd>
            {managed.pickup.officeIn} · {formatOfficeDateTime(booking.dateIn, locale)}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-semibold">{t('services')}</dt>
          <dd>
            <ul>
              {[...chosen, ...fees].map((line) => (
                <li key={line.ServiceId}>
                  {line.Quantity > 1 ? `${line.Quantity} × ` : ''}
                  {line.Name}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={row}>
          <dt className="font-semibold">{t('drivers')}</dt>
          <dd>
            <ul>
              {(view.Booking_Drivers ?? []).map((driver, index) => (
                <li key={index}>
                  {driver.firstName} {driver.lastName}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={row}>
          <dt className="font-semibold">{t('total')}</dt>
          <dd>{money(saved.total)}</dd>
        </div>
        <div className={row}>
          <dt className="font-semibold">{t('paid')}</dt>
          <dd>{money(saved.paid)}</dd>
        </div>
        <div className={row}>
          <dt className="font-semibold">{t('balance')}</dt>
          <dd data-testid="manage-balance">{money(saved.balance)}</dd>
        </div>
      </dl>
    </ManageSection>
  )
}
