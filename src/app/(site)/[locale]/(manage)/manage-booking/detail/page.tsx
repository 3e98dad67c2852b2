import { getTranslations } from 'next-intl/server'

import { MAX_MANAGE_DRIVERS } from '@/domain/booking/manage-changes'
import { openManageStep, type ManageStepProps } from '@/server/manage/open-step'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { DriversForm } from '@/ui/manage/DriversForm'
import { ManageFrame } from '@/ui/manage/ManageFrame'
import { ManageSummary } from '@/ui/manage/ManageSummary'
import { Heading } from '@/ui/primitives/Heading'

export const dynamic = 'force-dynamic'

/** /manage-booking/detail, the Driver step: drivers changed or added, then the changes are saved. */
export default async function ManageDetailPage(props: ManageStepProps) {
  const { locale, managed, query, rates } = await openManageStep(props)
  const t = await getTranslations('manage.detail')
  const display = priceDisplay({ flow: managed, query, rates, locale })
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
      query={query}
      summary={<ManageSummary managed={managed} query={query} display={display} />}
    >
      <Heading level={1} size={2}>
        {t('title')}
      </Heading>
      <p className="mt-2 mb-5 text-muted">{t('intro')}</p>
      <DriversForm locale={locale} drivers={drivers} rows={rows} />
    </ManageFrame>
  )
}
