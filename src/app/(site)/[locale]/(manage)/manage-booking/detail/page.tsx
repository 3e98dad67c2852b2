import { getTranslations } from 'next-intl/server'

import { addOfficeDays } from '@/domain/time/office-time'
import { openManageStep, type ManageStepProps } from '@/server/manage/open-step'
import { driversDefaults } from '@/ui/booking/detail/detail-defaults'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { DriversForm } from '@/ui/manage/DriversForm'
import { ManageStepView } from '@/ui/manage/ManageStepView'

export const dynamic = 'force-dynamic'

/** /manage-booking/detail, the Driver step: the booking flow's drivers section, then the changes are saved. */
export default async function ManageDetailPage(props: ManageStepProps) {
  const { locale, managed, query, rates } = await openManageStep(props)
  const t = await getTranslations('manage.detail')
  const display = priceDisplay({ flow: managed, query, rates, locale })
  return (
    <ManageStepView
      step="detail"
      managed={managed}
      query={query}
      display={display}
      title={t('title')}
      intro={t('intro')}
      titleId="manage-detail-title"
    >
      <div className="mt-6">
        <DriversForm
          locale={locale}
          defaults={driversDefaults(managed.view.Booking_Drivers)}
          minExpiry={addOfficeDays(new Date(), 1)}
        />
      </div>
    </ManageStepView>
  )
}
