import { getLocale, getTranslations } from 'next-intl/server'

import type { ManagedBooking } from '@/server/manage/managed-booking'

import { formatAmount, formatDifference, formatOfficeDateTime } from './format'

/**
 * The manage sidebar (SPEC §2 manage variant): what was booked, what changed and the price
 * difference, with what was paid and what is left to pay once the changes are saved.
 */
export async function ManageSummary({ managed }: { managed: ManagedBooking }) {
  const [t, locale] = await Promise.all([getTranslations('manage.summary'), getLocale()])
  const { booking, category, services, changes, saved, changed } = managed
  const currency = booking.currency
  const money = (amount: number) => formatAmount(amount, currency, locale)
  const nameOf = (code: number) => services.find((service) => service.code === code)?.name ?? String(code)
  const difference = changed.total - saved.total
  return (
    <section
      aria-labelledby="manage-summary-title"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm"
      data-testid="manage-summary"
    >
      <h2 id="manage-summary-title" className="text-lg font-bold">
        {t('title', { number: booking.number })}
      </h2>
      <p className="mt-1 font-semibold">{category.displayName}</p>
      <dl className="mt-3 grid gap-1 text-sm text-muted">
        <div>
          <dt className="inline font-medium text-ink">{t('pickup')}: </dt>
          <dd className="inline">{formatOfficeDateTime(booking.dateOut, locale)}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-ink">{t('return')}: </dt>
          <dd className="inline">{formatOfficeDateTime(booking.dateIn, locale)}</dd>
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-bold tracking-wide text-muted uppercase">{t('changes')}</h3>
      {changes.length === 0 ? (
        <p className="mt-1 text-sm">{t('noChanges')}</p>
      ) : (
        <ul className="mt-1 grid gap-1 text-sm" data-testid="manage-changes">
          {changes.map((change) => (
            <li key={change.code}>
              {change.after === 0
                ? t('removed', { name: nameOf(change.code) })
                : change.before === 0
                  ? t('added', { name: nameOf(change.code), quantity: change.after })
                  : t('quantity', { name: nameOf(change.code), before: change.before, after: change.after })}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-line pt-3 text-sm">
        <dt>{t('booked')}</dt>
        <dd className="text-right">{money(saved.total)}</dd>
        <dt>{t('difference')}</dt>
        <dd className="text-right font-semibold" data-testid="manage-difference">
          {formatDifference(difference, currency, locale)}
        </dd>
        <dt className="font-bold">{t('newTotal')}</dt>
        <dd className="text-right font-bold" data-testid="manage-total">
          {money(changed.total)}
        </dd>
        <dt>{t('paid')}</dt>
        <dd className="text-right">{money(saved.paid)}</dd>
        <dt className="font-semibold">{t('balance')}</dt>
        <dd className="text-right font-semibold">{money(changed.balance)}</dd>
      </dl>
      <p className="mt-2 text-xs text-muted">{t('vat')}</p>
    </section>
  )
}
