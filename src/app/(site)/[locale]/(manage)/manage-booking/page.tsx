import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { isErrorCode, type ErrorCode } from '@/domain/errors/errors'
import { env } from '@/env'
import { Link } from '@/i18n/navigation'
import { isLocale } from '@/i18n/locales'
import { discardChanges } from '@/server/manage/actions/leave'
import { payloadClient } from '@/server/payload'
import { isCardOnProviderPage } from '@/server/payments/registry'
import { damagePriceListPath } from '@/server/rental/damage-price-list'
import { requireManagedBooking } from '@/server/manage/managed-booking'
import { BookingDetails } from '@/ui/manage/BookingDetails'
import { CancelPanel } from '@/ui/manage/CancelPanel'
import { ClaimPanel } from '@/ui/manage/ClaimPanel'
import { DepositPanel } from '@/ui/manage/DepositPanel'
import { GivenBackList } from '@/ui/manage/GivenBackList'
import { LaterChargesPanel } from '@/ui/manage/LaterChargesPanel'
import { PickupPanel } from '@/ui/manage/PickupPanel'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Heading } from '@/ui/primitives/Heading'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ cancel?: string | string[]; deposit?: string | string[]; claim?: string | string[] }>
}

/** The refusal a cancel came back with: a catalogue code, else none. */
function cancelProblem(value: string | string[] | undefined): ErrorCode | undefined {
  return typeof value === 'string' && isErrorCode(value) ? value : undefined
}

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'manage' })
  return { title: t('title'), robots: { index: false } }
}

/** /manage-booking: the reopened booking, where to change it, and cancellation. */
export default async function ManageBookingPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const managed = await requireManagedBooking({ locale })
  const [t, query] = await Promise.all([getTranslations('manage.overview'), searchParams])
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6">
      <div>
        <Heading level={1} size={2}>
          {t('title', { number: managed.booking.number })}
        </Heading>
        <p className="mt-2 text-muted">{t('intro')}</p>
      </div>
      {managed.changes.length > 0 ? (
        <form
          action={discardChanges}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-accent-500 bg-amber-50 p-4"
        >
          <input type="hidden" name="locale" value={locale} />
          <p className="flex-1 font-semibold">{t('unsaved', { count: managed.changes.length })}</p>
          <Link href="/manage-booking/detail" className={buttonClass('primary')}>
            {t('finish')}
          </Link>
          <button type="submit" className={buttonClass('link')}>
            {t('discard')}
          </button>
        </form>
      ) : null}
      <nav aria-label={t('actions')} className="grid gap-3 sm:grid-cols-2">
        <Link href="/manage-booking/protection" className={buttonClass('primary')}>
          {t('change')}
        </Link>
        <Link href="/manage-booking/detail" className={buttonClass('outline')}>
          {t('drivers')}
        </Link>
        {managed.saved.balance > 0 || managed.later.unpaidIsk > 0 ? (
          <Link href="/manage-booking/payment" className={buttonClass('outline')}>
            {t('pay')}
          </Link>
        ) : null}
        <Link href="/manage-booking/confirmation" className={buttonClass('outline')}>
          {t('contract')}
        </Link>
      </nav>
      <GivenBackList givenBack={managed.givenBack} />
      <BookingDetails managed={managed} />
      <PickupPanel pickup={managed.pickup} voucherNumber={managed.booking.voucherNumber} />
      <DepositPanel
        deposit={managed.deposit}
        outcome={typeof query.deposit === 'string' ? query.deposit : undefined}
        isCardOnProviderPage={isCardOnProviderPage(await payloadClient())}
      />
      <ClaimPanel
        booking={managed.booking}
        outcome={typeof query.claim === 'string' ? query.claim : undefined}
        priceListPath={
          managed.booking.checkIn?.recordedAt ? await damagePriceListPath(await payloadClient()) : undefined
        }
      />
      <LaterChargesPanel later={managed.later} />
      <CancelPanel
        terms={managed.cancellation.cancellationTerms}
        notice={managed.cancellation.cancellationNotice}
        text={managed.cancellation.cancellationText}
        onCancel={managed.onCancel}
        hours={env.FREE_CANCELLATION_HOURS}
        problem={cancelProblem(query.cancel)}
      />
    </div>
  )
}
