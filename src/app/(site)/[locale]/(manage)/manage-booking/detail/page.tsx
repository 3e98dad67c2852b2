import { getTranslations } from 'next-intl/server'

import { MAX_MANAGE_DRIVERS } from '@/domain/booking/manage-changes'
import { openManageStep } from '@/server/manage/open-step'
import { DriversForm } from '@/ui/manage/DriversForm'
import { ManageFrame } from '@/ui/manage/ManageFrame'
import { ManageSummary } from '@/ui/manage/ManageSummary'
import { Heading } from '@/ui/primitives/Heading'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

/** /manage-booking/detail, the Driver step: drivers changed or added, then the changes are saved. */
export default async function ManageDetailPage({ params }: Props) {
  const { locale, managed } = await openManageStep(params)
  const t = await getTranslations('manage.detail')
  const drivers = (managed.view.Booking_Drivers ?? []).map((driver) => ({
    firstName: driver.firstName,
    lastName: driver.lastName,
    licenseNumber: driver.licenseNumber ?? '',
    expiry: driver.expiry ?? '',
  }))
  const rows = Math.min(MAX_MANAGE_DRIVERS, Math.max(1, drivers.length) + 1)
  return (
    <ManageFrame
      step="detail"
      canPay={managed.draft.submitted.includes('detail')}
      summary={<ManageSummary managed={managed} />}
    >
      <Heading level={1} size={2}>
        {t('title')}
      </Heading>
      <p className="mt-2 mb-5 text-muted">{t('intro')}</p>
      <DriversForm locale={locale} drivers={drivers} rows={rows} />
    </ManageFrame>
  )
}
