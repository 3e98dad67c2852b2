import { getLocale, getTranslations } from 'next-intl/server'

import { getPathname } from '@/i18n/navigation'
import { localeOr } from '@/i18n/locales'
import type { ManagePickup } from '@/server/manage/managed-booking'
import { DepositNote } from '@/ui/booking/DepositNote'
import { buttonClass } from '@/ui/primitives/button-styles'

import { ManageSection } from './ManageSection'

type Props = { pickup: ManagePickup; voucherNumber: string }

/**
 * What a visitor needs at the desk or the key box at 2 a.m. (issue 16, items 10 and 14): the
 * pickup and return places with their instructions, the card deposit, the voucher number and its
 * PDF, and the phone for help.
 */
export async function PickupPanel({ pickup, voucherNumber }: Props) {
  const [t, locale] = await Promise.all([getTranslations('manage.pickup'), getLocale()])
  const row = 'grid gap-1 sm:grid-cols-[12rem_1fr]'
  return (
    <ManageSection id="pickup-title" title={t('title')} testId="manage-pickup">
      <dl className="mt-3 grid gap-3 text-sm">
        <div className={row}>
          <dt className="font-semibold">{t('voucher')}</dt>
          <dd className="font-mono text-base font-bold tracking-wide">{voucherNumber}</dd>
        </div>
        <div className={row}>
          <dt className="font-semibold">{t('place')}</dt>
          <dd>{pickup.officeOut}</dd>
        </div>
        {pickup.pickupInstructions ? (
          <div className={row}>
            <dt className="font-semibold">{t('instructions')}</dt>
            <dd className="whitespace-pre-line" data-testid="manage-pickup-instructions">
              {pickup.pickupInstructions}
            </dd>
          </div>
        ) : null}
        {pickup.deposit ? (
          <div className={row}>
            <dt className="font-semibold">{t('deposit')}</dt>
            <dd>
              <DepositNote deposit={pickup.deposit} locale={localeOr(locale)} className="" />
            </dd>
          </div>
        ) : null}
        <div className={row}>
          <dt className="font-semibold">{t('returnPlace')}</dt>
          <dd>{pickup.officeIn}</dd>
        </div>
        {pickup.returnInstructions ? (
          <div className={row}>
            <dt className="font-semibold">{t('returnInstructions')}</dt>
            <dd className="whitespace-pre-line">{pickup.returnInstructions}</dd>
          </div>
        ) : null}
        {pickup.helpPhone ? (
          <div className={row}>
            <dt className="font-semibold">{t('help')}</dt>
            <dd>
              <a
                href={`tel:${pickup.helpPhone.replace(/[^\d+]/g, '')}`}
                className="font-semibold text-brand-700 underline"
                data-testid="manage-help-phone"
              >
                {pickup.helpPhone}
              </a>
            </dd>
          </div>
        ) : null}
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
