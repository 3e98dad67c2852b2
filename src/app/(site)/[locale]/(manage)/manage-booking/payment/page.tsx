import { randomUUID } from 'node:crypto'

import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { openManageStep } from '@/server/manage/open-step'
import { formatAmount } from '@/ui/manage/format'
import { ManageFrame } from '@/ui/manage/ManageFrame'
import { PaymentForm } from '@/ui/manage/PaymentForm'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Heading } from '@/ui/primitives/Heading'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

/** /manage-booking/payment: the remaining balance of the saved booking, paid by card. */
export default async function ManagePaymentPage({ params }: Props) {
  const { locale, managed } = await openManageStep(params)
  const t = await getTranslations('manage.payment')
  const { saved, booking } = managed
  const balance = formatAmount(saved.balance, booking.currency, locale)
  return (
    <ManageFrame step="payment" canPay summary={null}>
      <div className="mx-auto w-full max-w-xl">
        <Heading level={1} size={2}>
          {t('title')}
        </Heading>
        {managed.changes.length > 0 ? <p className="mt-3 rounded-xl bg-amber-50 p-4 text-sm">{t('unsaved')}</p> : null}
        {saved.balance > 0 ? (
          <>
            <p className="mt-3 mb-5 text-muted">
              {t('intro', { amount: balance, paid: formatAmount(saved.paid, booking.currency, locale) })}
            </p>
            <PaymentForm locale={locale} amount={balance} idempotencyKey={randomUUID()} />
            <p className="mt-3 text-sm text-muted">{t('isk')}</p>
          </>
        ) : (
          <>
            <p className="mt-3 mb-5" data-testid="manage-nothing-to-pay">
              {t('nothing')}
            </p>
            <Link href="/manage-booking/confirmation" className={buttonClass('primary')}>
              {t('toContract')}
            </Link>
          </>
        )}
      </div>
    </ManageFrame>
  )
}
