import { getTranslations } from 'next-intl/server'

import { env } from '@/env'
import { getPathname } from '@/i18n/navigation'
import { payloadClient } from '@/server/payload'
import { findPaymentOutcome } from '@/server/payments/payment-outcome'
import { openManageStep } from '@/server/manage/open-step'
import { BookingDetails } from '@/ui/manage/BookingDetails'
import { ManageFrame } from '@/ui/manage/ManageFrame'
import { RentalTerms } from '@/ui/manage/RentalTerms'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Heading } from '@/ui/primitives/Heading'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ payment?: string | string[] }> }

export const dynamic = 'force-dynamic'

/** /manage-booking/confirmation, the Contract step: the booking as it now stands, its terms and its PDF. */
export default async function ManageContractPage({ params, searchParams }: Props) {
  const { locale, managed } = await openManageStep(params)
  const [t, query] = await Promise.all([getTranslations('manage.contract'), searchParams])
  const reference = typeof query.payment === 'string' ? query.payment : undefined
  const outcome = reference ? await findPaymentOutcome({ payload: await payloadClient(), reference }) : undefined
  const isOwnPayment = outcome?.bookingNumber === managed.booking.number
  return (
    <ManageFrame step="confirmation" canPay={managed.draft.submitted.includes('detail')} summary={null}>
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        <Heading level={1} size={2}>
          {t('title')}
        </Heading>
        {isOwnPayment ? (
          <p
            role="status"
            data-testid="manage-paid"
            className={`rounded-xl border p-4 font-semibold ${outcome.kind === 'failure' ? 'border-danger/40 bg-red-50 text-danger' : 'border-success/40 bg-green-50 text-success'}`}
          >
            {t(`payment.${outcome.kind}`)}
          </p>
        ) : null}
        <BookingDetails managed={managed} />
        <RentalTerms hours={env.FREE_CANCELLATION_HOURS} />
        <div className="flex flex-wrap gap-3">
          <a
            href={getPathname({ href: '/manage-booking/voucher', locale })}
            download
            className={buttonClass('primary')}
          >
            {t('pdf')}
          </a>
        </div>
      </div>
    </ManageFrame>
  )
}
