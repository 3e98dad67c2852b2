import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { ManageLaterCharges } from '@/server/manage/manage-later-charges'
import { buttonClass } from '@/ui/primitives/button-styles'

import { formatAmount, formatOfficeDate } from './format'
import { ManageSection } from './ManageSection'

const STATUS_TONE = {
  paid: 'bg-green-50 text-success',
  unpaid: 'bg-amber-50 text-ink',
  withdrawn: 'bg-gray-100 text-muted',
} as const

/**
 * Tolls and fines that reached the company after the return (ADR 032): each with its kind, the
 * bill's reference and date, the bill and the handling fee, paid, unpaid or withdrawn (with the
 * reason), and the photo of the bill through the access-checked photo route; what is owed, with
 * the balance payment's button, and how to dispute. Nothing when there are none.
 */
export async function LaterChargesPanel({ later }: { later: ManageLaterCharges }) {
  if (later.charges.length === 0) return null
  const [t, locale] = await Promise.all([getTranslations('laterCharges'), getLocale()])
  const isk = (minor: number) => formatAmount({ amount: minor, currency: 'ISK' }, locale)
  return (
    <ManageSection id="later-charges-title" title={t('title')} testId="manage-later-charges">
      <p className="mt-2 text-sm text-muted">{t('intro')}</p>
      <ul className="mt-4 grid gap-3">
        {later.charges.map((charge) => (
          <li
            key={charge.id}
            className="rounded-xl border border-line p-4"
            data-testid="manage-later-charge"
            data-status={charge.status}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">
                {t(charge.kind)} · <span className="break-all">{charge.reference}</span>
              </p>
              <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONE[charge.status]}`}>
                {t(`status_${charge.status}`)}
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{t('date')}</dt>
              <dd>{formatOfficeDate(charge.offenceDate, locale)}</dd>
              <dt className="text-muted">{t('amount')}</dt>
              <dd>{isk(charge.amount)}</dd>
              <dt className="text-muted">{t('fee')}</dt>
              <dd>{isk(charge.handlingFee)}</dd>
              <dt className="font-semibold">{t('total')}</dt>
              <dd className="font-semibold">{isk(charge.amount + charge.handlingFee)}</dd>
            </dl>
            {charge.status === 'withdrawn' && charge.withdrawnAt ? (
              <p className="mt-2 text-sm">
                {t('withdrawn', {
                  date: formatOfficeDate(charge.withdrawnAt, locale),
                  reason: charge.withdrawal ?? '',
                })}
              </p>
            ) : null}
            {charge.billPhotoId ? (
              <a
                href={`/api/booking-photos/${String(charge.billPhotoId)}`}
                className="mt-2 inline-block text-sm font-semibold underline"
                target="_blank"
                rel="noopener"
              >
                {t('bill')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {later.unpaidIsk > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-lg font-bold" data-testid="manage-later-owed">
            {t('owed', { amount: isk(later.unpaidIsk) })}
          </p>
          <Link href="/manage-booking/payment" className={`${buttonClass('primary')} sm:w-fit`}>
            {t('pay')}
          </Link>
        </div>
      ) : null}
      <p className="mt-3 text-sm text-muted">{t('dispute')}</p>
    </ManageSection>
  )
}
