import { getTranslations } from 'next-intl/server'

import { env } from '@/env'
import { payloadClient } from '@/server/payload'
import { findPaymentOutcome } from '@/server/payments/payment-outcome'
import { openManageStep, type ManageStepProps } from '@/server/manage/open-step'
import { handoverEvidence } from '@/server/manage/handover-evidence'
import { BookingDetails } from '@/ui/manage/BookingDetails'
import { GivenBackList } from '@/ui/manage/GivenBackList'
import { HandoverEvidence, type PhotosNotice } from '@/ui/manage/HandoverEvidence'
import { ManageFrame } from '@/ui/manage/ManageFrame'
import { PickupPanel } from '@/ui/manage/PickupPanel'
import { RentalTerms } from '@/ui/manage/RentalTerms'
import { Heading } from '@/ui/primitives/Heading'

export const dynamic = 'force-dynamic'

const PHOTO_NOTICES = ['added', 'failed', 'full', 'closed'] as const

/**
 * /manage-booking/confirmation, the Contract step: the booking as it now stands, the money given
 * back after a change, the signed rental agreement and the photos of the car at pickup (the renter
 * may add their own until the return), pickup, voucher and help, and the terms.
 */
export default async function ManageContractPage(props: ManageStepProps) {
  const { managed, query } = await openManageStep(props)
  const t = await getTranslations('manage.contract')
  const reference = query.get('payment') ?? undefined
  const outcome = reference ? await findPaymentOutcome({ payload: await payloadClient(), reference }) : undefined
  const isOwnPayment = outcome?.bookingNumber === managed.booking.number
  const evidence = await handoverEvidence({ payload: await payloadClient(), booking: managed.booking, now: new Date() })
  const photosFlag = query.get('photos')
  const notice: PhotosNotice = PHOTO_NOTICES.find((flag) => flag === photosFlag)
  return (
    <ManageFrame step="confirmation" canPay={managed.draft.submitted.includes('detail')} query={query}>
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
        <GivenBackList givenBack={managed.givenBack} />
        <BookingDetails managed={managed} />
        <HandoverEvidence evidence={evidence} notice={notice} added={Number(query.get('count')) || 0} />
        <PickupPanel pickup={managed.pickup} voucherNumber={managed.booking.voucherNumber} />
        <RentalTerms hours={env.FREE_CANCELLATION_HOURS} />
      </div>
    </ManageFrame>
  )
}
