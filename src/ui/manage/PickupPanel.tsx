import { getLocale, getTranslations } from 'next-intl/server'

import { handoverLines } from '@/domain/booking/handover'
import { getPathname } from '@/i18n/navigation'
import { localeOr } from '@/i18n/locales'
import type { ManagePickup } from '@/server/manage/managed-booking'
import { DepositNote } from '@/ui/booking/DepositNote'
import { HandoverRow } from '@/ui/booking/handover/HandoverRow'
import { OutOfHoursNotice } from '@/ui/booking/handover/OutOfHoursNotice'
import { buttonClass } from '@/ui/primitives/button-styles'

import { formatOfficeDateTime } from './format'
import { ManageSection } from './ManageSection'

type Props = { pickup: ManagePickup; voucherNumber: string }

/**
 * What a visitor needs at the desk or the key box at 2 a.m.: the pickup and return places with
 * their instructions (the out-of-hours ones, said up front, when the desk is closed then), the card
 * deposit, the voucher number and its PDF, and the phone for help (the night line out of hours).
 */
export async function PickupPanel({ pickup, voucherNumber }: Props) {
  const [t, current] = await Promise.all([getTranslations('manage.pickup'), getLocale()])
  const locale = localeOr(current)
  const lines = handoverLines(pickup.handover)
  const row = 'grid gap-1 sm:grid-cols-[12rem_1fr]'
  return (
    <ManageSection id="pickup-title" title={t('title')} testId="manage-pickup">
      <div className="mt-3">
        <OutOfHoursNotice
          handover={pickup.handover}
          pickupAt={formatOfficeDateTime(pickup.pickupAt, locale)}
          returnAt={formatOfficeDateTime(pickup.returnAt, locale)}
          locale={locale}
        />
      </div>
      <dl className="mt-3 grid gap-3 text-sm">
        <div className={row}>
          <dt className="font-semibold">{t('voucher')}</dt>
          <dd className="font-mono text-base font-bold tracking-wide">{voucherNumber}</dd>
        </div>
        <div className={row}>
          <dt className="font-semibold">{t('place')}</dt>
          <dd>{pickup.officeOut}</dd>
        </div>
        <HandoverRow line={lines.pickup} locale={locale} className={row} testId="manage-pickup-instructions" />
        {pickup.deposit ? (
          <div className={row}>
            <dt className="font-semibold">{t('deposit')}</dt>
            <dd>
              <DepositNote deposit={pickup.deposit} locale={locale} className="" />
            </dd>
          </div>
        ) : null}
        <div className={row}>
          <dt className="font-semibold">{t('returnPlace')}</dt>
          <dd>{pickup.officeIn}</dd>
        </div>
        <HandoverRow line={lines.return} locale={locale} className={row} testId="manage-return-instructions" />
        <HandoverRow line={lines.phone} locale={locale} className={row} isPhone testId="manage-help-phone" />
      </dl>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a
          href={getPathname({ href: '/manage-booking/voucher', locale })}
          download
          className={`${buttonClass('outline')} sm:w-fit`}
          data-testid="manage-voucher"
        >
          {t('download')}
        </a>
        <a
          href={getPathname({ href: '/manage-booking/calendar', locale })}
          download
          className={`${buttonClass('outline')} sm:w-fit`}
          data-testid="manage-calendar"
        >
          {t('calendar')}
        </a>
      </div>
    </ManageSection>
  )
}
