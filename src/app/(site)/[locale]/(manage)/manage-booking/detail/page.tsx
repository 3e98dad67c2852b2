import { addOfficeDays } from '@/domain/time/office-time'
import type { ManageStepProps } from '@/server/manage/open-step'
import { driversDefaults } from '@/ui/booking/detail/detail-defaults'
import { DriversForm } from '@/ui/manage/DriversForm'

import { manageStepPage } from '../_lib/manage-step-page'

export const dynamic = 'force-dynamic'

/** /manage-booking/detail, the Driver step: the booking flow's drivers section, then the changes are saved. */
export default function ManageDetailPage(props: ManageStepProps) {
  return manageStepPage(props, 'detail', ({ locale, managed }) => (
    <div className="mt-6">
      <DriversForm
        locale={locale}
        defaults={driversDefaults(managed.view.Booking_Drivers)}
        minExpiry={addOfficeDays(new Date(), 1)}
      />
    </div>
  ))
}
